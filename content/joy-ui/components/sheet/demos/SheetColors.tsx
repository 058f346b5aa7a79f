import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const environments = [
  {
    color: 'danger',
    name: 'Production',
    note: 'Changes reach customers immediately.',
  },
  {
    color: 'warning',
    name: 'Staging',
    note: 'Mirrors production data from last night.',
  },
  {
    color: 'success',
    name: 'Development',
    note: 'Safe to break; reset every Monday.',
  },
  { color: 'primary', name: 'Preview', note: 'Built from the open pull request.' },
  { color: 'neutral', name: 'Local', note: 'Running on your machine.' },
] as const;

export default function SheetColors() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }}>
      {environments.map((env) => (
        <Sheet
          key={env.name}
          variant="soft"
          color={env.color}
          sx={{ px: 2, py: 1, borderRadius: 'sm', fontSize: 'sm' }}
        >
          <strong>{env.name}</strong> · {env.note}
        </Sheet>
      ))}
    </Stack>
  );
}
