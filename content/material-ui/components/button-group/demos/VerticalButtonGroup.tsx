import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function VerticalButtonGroup() {
  return (
    <ButtonGroup orientation="vertical" aria-label="Account actions">
      <Button>Profile</Button>
      <Button>Billing</Button>
      <Button>Security</Button>
      <Button color="error">Sign out</Button>
    </ButtonGroup>
  );
}
