import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function DisabledSwitch() {
  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        endDecorator={<Switch disabled defaultChecked />}
      >
        Encrypt backups (set by your administrator)
      </Typography>
      <Typography component="label" endDecorator={<Switch disabled />}>
        Sync over mobile data
      </Typography>
    </Stack>
  );
}
