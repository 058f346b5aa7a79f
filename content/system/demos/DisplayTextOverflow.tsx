import Box from '@mui/system/Box';

const files = [
  'Quarterly-budget-review-with-regional-breakdown-final-v3.xlsx',
  'Site-photos-riverside-extension-March.zip',
  'Notes.txt',
];

export default function DisplayTextOverflow() {
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, listStyle: 'none', width: 1, maxWidth: 280 }}
    >
      {files.map((file) => (
        <Box
          component="li"
          key={file}
          title={file}
          sx={{
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            // All three are needed for an ellipsis on one line.
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {file}
        </Box>
      ))}
    </Box>
  );
}
