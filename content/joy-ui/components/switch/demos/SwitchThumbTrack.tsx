import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

// Hidden from assistive technology: the label already names the switch.
const trackLabels = (
  <>
    <Box component="span" aria-hidden sx={{ marginInlineStart: '8px' }}>
      On
    </Box>
    <Box component="span" aria-hidden sx={{ marginInlineEnd: '8px' }}>
      Off
    </Box>
  </>
);

export default function SwitchThumbTrack() {
  return (
    <Stack spacing={3}>
      <Typography
        component="label"
        endDecorator={
          <Switch
            size="lg"
            defaultChecked
            slotProps={{
              thumb: ({ checked }) => ({
                children: checked ? <Check /> : <Close />,
              }),
            }}
          />
        }
      >
        Auto-update apps
      </Typography>
      <Typography
        component="label"
        endDecorator={
          <Switch
            defaultChecked
            slotProps={{ track: { children: trackLabels } }}
            sx={{
              '--Switch-thumbSize': '24px',
              '--Switch-trackWidth': '64px',
              '--Switch-trackHeight': '30px',
            }}
          />
        }
      >
        Location history
      </Typography>
    </Stack>
  );
}
