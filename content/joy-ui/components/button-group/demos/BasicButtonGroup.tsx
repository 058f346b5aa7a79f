import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function BasicButtonGroup() {
  return (
    <ButtonGroup aria-label="Calendar navigation">
      <Button>Previous week</Button>
      <Button>Today</Button>
      <Button>Next week</Button>
    </ButtonGroup>
  );
}
