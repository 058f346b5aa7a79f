import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFocusOutline() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Input
        placeholder="Thicker ring in the success colour"
        aria-label="Coupon code"
        sx={(theme) => ({
          '--Input-focusedThickness': '3px',
          // Set on the pseudo-element that draws the ring (see the note below).
          '&:focus-within::before': {
            '--Input-focusedHighlight': theme.vars.palette.success[500],
          },
        })}
      />
      <Input
        placeholder="Soft halo outside the border"
        aria-label="Gift card number"
        sx={(theme) => ({
          // An empty value turns the inset shadow into an outer one.
          '--Input-focusedInset': 'var(--any, )',
          '--Input-focusedThickness': '0.25rem',
          '&::before': { transition: 'box-shadow 0.15s ease-in-out' },
          '&:focus-within': { borderColor: theme.vars.palette.primary[400] },
          '&:focus-within::before': {
            '--Input-focusedHighlight': `rgba(${theme.vars.palette.primary.mainChannel} / 0.3)`,
          },
        })}
      />
    </Stack>
  );
}
