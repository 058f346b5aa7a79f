import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function VerticalButtonGroup() {
  return (
    <ButtonGroup orientation="vertical" variant="soft" aria-label="Order actions">
      <Button>Print packing slip</Button>
      <Button>Mark as shipped</Button>
      <Button>Issue refund</Button>
    </ButtonGroup>
  );
}
