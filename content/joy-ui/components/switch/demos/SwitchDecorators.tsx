import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function SwitchDecorators() {
  return (
    <Stack spacing={3}>
      <Switch
        startDecorator={<LightMode />}
        endDecorator={<DarkMode />}
        slotProps={{ input: { 'aria-label': 'Dark theme' } }}
      />
      <Switch
        defaultChecked
        color="success"
        startDecorator={({ checked }) => (
          <Box component="span" sx={{ fontWeight: checked ? 'md' : 'xl' }}>
            Monthly
          </Box>
        )}
        endDecorator={({ checked }) => (
          <Box component="span" sx={{ fontWeight: checked ? 'xl' : 'md' }}>
            Yearly (save 20%)
          </Box>
        )}
        slotProps={{ input: { 'aria-label': 'Bill yearly' } }}
      />
    </Stack>
  );
}
