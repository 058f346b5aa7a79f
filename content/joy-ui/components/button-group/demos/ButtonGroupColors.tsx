import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function ButtonGroupColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="soft" color="primary" aria-label="Pull request review">
        <Button>Comment</Button>
        <Button>Approve</Button>
        <Button>Request changes</Button>
      </ButtonGroup>
      <ButtonGroup variant="solid" color="success" aria-label="Deploy">
        <Button>Deploy to staging</Button>
        <Button>Deploy to production</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" color="danger" aria-label="Remove member">
        <Button>Suspend</Button>
        <Button>Remove from team</Button>
      </ButtonGroup>
    </Stack>
  );
}
