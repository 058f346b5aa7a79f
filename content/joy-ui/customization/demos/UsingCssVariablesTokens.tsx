import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const categories = [
  { label: 'Photos', used: 42, color: 'primary' },
  { label: 'Documents', used: 12, color: 'success' },
  { label: 'Backups', used: 30, color: 'warning' },
] as const;

export default function UsingCssVariablesTokens() {
  return (
    <Sheet
      variant="outlined"
      // Plain CSS strings can use the variables by name.
      sx={{
        p: 2,
        borderRadius: 'var(--joy-radius-lg)',
        boxShadow: 'var(--joy-shadow-sm)',
        maxWidth: 400,
      }}
    >
      <Typography level="title-md">Storage</Typography>
      <Typography level="body-sm">84 GB of 100 GB used</Typography>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {categories.map(({ label, used, color }) => (
          <div key={label}>
            <Typography
              level="body-sm"
              sx={{ display: 'flex', justifyContent: 'space-between' }}
            >
              <span>{label}</span>
              <span>{used} GB</span>
            </Typography>
            {/* The text above gives the value, so the bar is hidden from assistive technology. */}
            <Box
              aria-hidden="true"
              sx={(theme) => ({
                mt: 0.5,
                height: 8,
                borderRadius: theme.vars.radius.xl,
                // A channel takes any alpha: the track is the bar's colour at 16%.
                backgroundColor: `rgba(${theme.vars.palette[color].mainChannel} / 0.16)`,
              })}
            >
              <Box
                sx={(theme) => ({
                  width: `${used}%`,
                  height: '100%',
                  borderRadius: 'inherit',
                  backgroundColor: theme.vars.palette[color][500],
                })}
              />
            </Box>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}
