import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';

const settings = [
  {
    key: 'push',
    label: 'Push notifications',
    help: 'Alerts on this device for new messages.',
  },
  { key: 'digest', label: 'Daily digest', help: 'One email every morning at 8:00.' },
  {
    key: 'product',
    label: 'Product news',
    help: 'Occasional updates about new features.',
  },
] as const;

type SettingKey = (typeof settings)[number]['key'];

export default function SettingsSwitches() {
  const [enabled, setEnabled] = React.useState<Record<SettingKey, boolean>>({
    push: true,
    digest: false,
    product: false,
  });

  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'md', p: 2, width: 400, maxWidth: '100%' }}
    >
      {settings.map(({ key, label, help }, index) => (
        <React.Fragment key={key}>
          {index > 0 && <Divider sx={{ my: 1.5 }} />}
          <FormControl
            orientation="horizontal"
            sx={{ justifyContent: 'space-between', gap: 2 }}
          >
            <div>
              <FormLabel>{label}</FormLabel>
              <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>
            </div>
            <Switch
              checked={enabled[key]}
              onChange={(event) =>
                setEnabled({ ...enabled, [key]: event.target.checked })
              }
            />
          </FormControl>
        </React.Fragment>
      ))}
    </Sheet>
  );
}
