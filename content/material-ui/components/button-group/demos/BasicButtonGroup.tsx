import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function BasicButtonGroup() {
  return (
    <ButtonGroup aria-label="Text alignment">
      <Button>Left</Button>
      <Button>Centre</Button>
      <Button>Right</Button>
    </ButtonGroup>
  );
}
