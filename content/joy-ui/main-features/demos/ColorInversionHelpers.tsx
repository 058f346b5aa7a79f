import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { applySoftInversion, applySolidInversion } from '@mui/joy/colorInversion';

export default function ColorInversionHelpers() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Box
        sx={[
          { p: 2, borderRadius: 'md' },
          // The variant paints the box; the helper re-colours what is inside it.
          (theme) => theme.variants.solid.success,
          applySolidInversion('success'),
        ]}
      >
        <Typography level="title-md">Version 4.2 is live</Typography>
        <Typography textColor="inherit" sx={{ mb: 1.5 }}>
          Deployed to all regions in 3 minutes.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="sm">View release</Button>
          <Button size="sm" variant="outlined">
            Roll back
          </Button>
        </Stack>
      </Box>
      <Box
        sx={[
          { p: 2, borderRadius: 'md' },
          (theme) => theme.variants.soft.warning,
          applySoftInversion('warning'),
        ]}
      >
        <Typography level="title-md">Your card expires next month</Typography>
        <Typography sx={{ mb: 1.5 }}>
          Update it before 30 June to keep your plan active.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="sm">Update card</Button>
          <Button size="sm" variant="plain">
            Remind me later
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
