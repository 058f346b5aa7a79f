import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function CustomSwitch() {
  return (
    <Typography
      component="label"
      endDecorator={
        <Switch
          defaultChecked
          color="success"
          sx={{
            '--Switch-trackWidth': '52px',
            '--Switch-trackHeight': '32px',
            '--Switch-thumbSize': '28px',
            '--Switch-thumbShadow': (theme) => theme.vars.shadow.sm,
            '--Switch-gap': '12px',
          }}
        />
      }
    >
      Low power mode
    </Typography>
  );
}
