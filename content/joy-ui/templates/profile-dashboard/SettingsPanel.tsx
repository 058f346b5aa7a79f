import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export interface Settings {
  mentions: boolean;
  weeklySummary: boolean;
  showTimeZone: boolean;
  twoStep: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  mentions: true,
  weeklySummary: false,
  showTimeZone: true,
  twoStep: true,
};

const ROWS: { key: keyof Settings; label: string; help: string }[] = [
  {
    key: 'mentions',
    label: 'E-mail me when I am mentioned',
    help: 'One message per comment that names you.',
  },
  {
    key: 'weeklySummary',
    label: 'Weekly summary',
    help: 'Every Monday: the documents your team changed last week.',
  },
  {
    key: 'showTimeZone',
    label: 'Show my local time',
    help: 'Teammates see your time next to your name before they write.',
  },
  {
    key: 'twoStep',
    label: 'Two-step sign-in',
    help: 'Ask for a code from your phone when signing in on a new device.',
  },
];

interface SettingsPanelProps {
  settings: Settings;
  onChange: (settings: Settings) => void;
}

/** Notification and privacy switches; each takes effect as it is flipped. */
export default function SettingsPanel({ settings, onChange }: SettingsPanelProps) {
  return (
    <Card variant="outlined">
      <Typography level="title-lg" component="h2">
        Notifications and privacy
      </Typography>
      <Divider />
      {ROWS.map((row, index) => (
        <div key={row.key}>
          {index > 0 && <Divider sx={{ mb: 1.5 }} />}
          <FormControl
            orientation="horizontal"
            sx={{ justifyContent: 'space-between', gap: 2 }}
          >
            <div>
              <FormLabel>{row.label}</FormLabel>
              <FormHelperText>{row.help}</FormHelperText>
            </div>
            <Switch
              checked={settings[row.key]}
              onChange={(event) =>
                onChange({ ...settings, [row.key]: event.target.checked })
              }
            />
          </FormControl>
        </div>
      ))}
    </Card>
  );
}
