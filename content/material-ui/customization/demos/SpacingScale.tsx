import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = [0.5, 1, 2, 3, 4, 6, 8];

export default function SpacingScale() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      {steps.map((step) => (
        <Stack key={step} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography
            variant="body2"
            sx={{ width: 120, flexShrink: 0, fontFamily: 'monospace' }}
          >
            spacing({step})
          </Typography>
          {/* `width` is not a spacing property, so the callback calls theme.spacing(). */}
          <Box
            sx={{
              width: (theme) => theme.spacing(step),
              height: 16,
              bgcolor: 'primary.main',
              borderRadius: 0.5,
            }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
