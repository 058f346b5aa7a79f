import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const timeZones = [
  { value: 'America/New_York', label: 'New York (UTC−05:00)' },
  { value: 'Europe/London', label: 'London (UTC+00:00)' },
  { value: 'Europe/Berlin', label: 'Berlin (UTC+01:00)' },
  { value: 'Asia/Singapore', label: 'Singapore (UTC+08:00)' },
];

export default function ControlledSelect() {
  const [timeZone, setTimeZone] = React.useState<string | null>('Europe/London');

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Time zone</FormLabel>
      <Select
        value={timeZone}
        onChange={(_event, newValue) => setTimeZone(newValue)}
      >
        {timeZones.map((zone) => (
          <Option key={zone.value} value={zone.value}>
            {zone.label}
          </Option>
        ))}
      </Select>
      <FormHelperText>
        Meeting invites use the {timeZone ?? 'browser'} time zone.
      </FormHelperText>
    </FormControl>
  );
}
