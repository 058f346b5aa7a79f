import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const related = [
  { title: 'Export button greyed out after login', labels: ['Bug', 'Web'] },
  { title: 'Add A5 paper size to PDF export', labels: ['Feature', 'iOS'] },
];

// An issue tracker: medium chips in the issue header, small ones in a dense list.
export default function SizesChips() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
      <div>
        <Typography variant="h6" component="p" gutterBottom>
          PDF export crashes on iOS 18
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="Bug" />
          <Chip label="iOS" variant="outlined" />
        </Stack>
      </div>
      <Divider />
      <Typography variant="subtitle2" component="p">
        Related issues
      </Typography>
      {related.map((issue) => (
        <Stack
          key={issue.title}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {issue.title}
          </Typography>
          <Chip label={issue.labels[0]} size="small" />
          <Chip label={issue.labels[1]} size="small" variant="outlined" />
        </Stack>
      ))}
    </Stack>
  );
}
