import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function SpacedButtonGroup() {
  return (
    <ButtonGroup spacing="0.5rem" variant="soft" aria-label="Draft actions">
      <Button>Discard</Button>
      <Button>Save draft</Button>
      <Button variant="solid" color="primary">
        Publish
      </Button>
    </ButtonGroup>
  );
}
