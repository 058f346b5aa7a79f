import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function LinkButtonGroup() {
  return (
    <ButtonGroup variant="outlined" aria-label="Guide chapters">
      <Button href="#basic-button-group">Basics</Button>
      <Button href="#split-button">Split button</Button>
      <Button href="#accessibility">Accessibility</Button>
    </ButtonGroup>
  );
}
