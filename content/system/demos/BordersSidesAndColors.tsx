import Box from '@mui/system/Box';

const samples = [
  { label: 'border: 1', sx: { border: 1 } },
  { label: 'borderTop: 3', sx: { borderTop: 3 } },
  { label: "borderBottom: '2px dashed'", sx: { borderBottom: '2px dashed' } },
  { label: 'borderLeft: 4', sx: { borderLeft: 4, borderColor: 'primary.main' } },
  { label: 'border: 0', sx: { border: 0 } },
];

export default function BordersSidesAndColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
      }}
    >
      {samples.map((sample) => (
        <Box
          key={sample.label}
          sx={[
            {
              p: 2,
              bgcolor: 'action.hover',
              borderColor: 'text.secondary',
              fontFamily: 'monospace',
              fontSize: 13,
            },
            sample.sx,
          ]}
        >
          {sample.label}
        </Box>
      ))}
    </Box>
  );
}
