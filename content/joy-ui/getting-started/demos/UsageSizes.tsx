import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const sizes = [
  { size: 'sm', name: 'small' },
  { size: 'md', name: 'medium' },
  { size: 'lg', name: 'large' },
] as const;

export default function UsageSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map(({ size, name }) => (
        <Stack
          key={size}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Chip size={size} variant="outlined">
            size=&quot;{size}&quot;
          </Chip>
          <Input
            size={size}
            defaultValue="Order 10482"
            aria-label={`Order number, ${name} field`}
          />
          <Button size={size}>Track order</Button>
        </Stack>
      ))}
    </Stack>
  );
}
