import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import DirectionsBike from '@mui/icons-material/DirectionsBike';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Train from '@mui/icons-material/Train';

type Mode = 'bike' | 'van' | 'car' | 'rail';

const modes: { value: Mode; label: string; icon: React.ReactElement }[] = [
  { value: 'bike', label: 'Bike courier', icon: <DirectionsBike /> },
  { value: 'van', label: 'Delivery van', icon: <LocalShipping /> },
  { value: 'car', label: 'Car', icon: <DirectionsCar /> },
  { value: 'rail', label: 'Rail freight', icon: <Train /> },
];

export default function SelectDecorators() {
  const [mode, setMode] = React.useState<Mode>('van');

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Delivery by</FormLabel>
      <Select
        value={mode}
        onChange={(_event, newValue) => newValue && setMode(newValue)}
        startDecorator={modes.find((item) => item.value === mode)?.icon}
      >
        {modes.map((item) => (
          <Option key={item.value} value={item.value} label={item.label}>
            <ListItemDecorator>{item.icon}</ListItemDecorator>
            {item.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
