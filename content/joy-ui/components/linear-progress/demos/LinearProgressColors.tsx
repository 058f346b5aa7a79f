import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const jobs: {
  name: string;
  status: string;
  value: number;
  color: ColorPaletteProp;
}[] = [
  { name: 'Nightly backup', status: 'Finished', value: 100, color: 'success' },
  { name: 'Photo sync', status: 'Running', value: 45, color: 'primary' },
  { name: 'Mailbox quota', status: 'Almost full', value: 88, color: 'warning' },
  { name: 'Contacts import', status: 'Failed at 30%', value: 30, color: 'danger' },
  { name: 'Archive export', status: 'Queued', value: 0, color: 'neutral' },
];

export default function LinearProgressColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      {jobs.map((job) => (
        <div key={job.name}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography level="title-sm">{job.name}</Typography>
            <Typography level="body-xs">{job.status}</Typography>
          </Stack>
          <LinearProgress
            determinate
            value={job.value}
            color={job.color}
            aria-label={job.name}
          />
        </div>
      ))}
    </Stack>
  );
}
