import * as React from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const amenities = [
  'Wi-Fi',
  'Kitchen',
  'Free parking',
  'Washing machine',
  'Pets allowed',
];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function FiltersDrawer({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  const [type, setType] = React.useState('any');
  const [checked, setChecked] = React.useState<string[]>(['Wi-Fi']);
  const toggle = (name: string) =>
    setChecked(
      checked.includes(name)
        ? checked.filter((item) => item !== name)
        : [...checked, name],
    );
  const clear = () => {
    setType('any');
    setChecked([]);
  };
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<TuneIcon />}
        onClick={() => setOpen(true)}
      >
        Filters ({checked.length + (type === 'any' ? 0 : 1)})
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        container={window ? () => window().document.body : undefined}
      >
        <ModalClose aria-label="Close filters" />
        <DialogTitle>Filters</DialogTitle>
        {/* The fields scroll; the actions below stay at the bottom. */}
        <Stack spacing={3} sx={{ flex: 1, overflow: 'auto', px: 1.5, py: 1 }}>
          <FormControl>
            <FormLabel>Type of place</FormLabel>
            <RadioGroup
              value={type}
              onChange={(event) => setType(event.target.value)}
            >
              <Radio value="any" label="Any type" />
              <Radio value="entire" label="Entire home" />
              <Radio value="room" label="Private room" />
            </RadioGroup>
          </FormControl>
          <Stack role="group" aria-labelledby="amenities-label" spacing={1.5}>
            <Typography id="amenities-label" level="title-sm">
              Amenities
            </Typography>
            {amenities.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={checked.includes(name)}
                onChange={() => toggle(name)}
              />
            ))}
          </Stack>
        </Stack>
        <Divider />
        <Stack direction="row" sx={{ p: 1.5, justifyContent: 'space-between' }}>
          <Button variant="plain" color="neutral" onClick={clear}>
            Clear all
          </Button>
          <Button onClick={() => setOpen(false)}>Show 38 stays</Button>
        </Stack>
      </Drawer>
    </React.Fragment>
  );
}
