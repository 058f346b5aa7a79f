import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TextareaSizes() {
  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      {sizes.map((size) => (
        <Textarea
          key={size}
          size={size}
          placeholder={`Release notes (size="${size}")`}
          aria-label={`Release notes, ${size} size`}
        />
      ))}
    </Stack>
  );
}
