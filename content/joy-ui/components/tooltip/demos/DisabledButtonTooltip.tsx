import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function DisabledButtonTooltip() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Tooltip title="Add at least one row to export the report" describeChild>
        <Box component="span" sx={{ display: 'inline-flex', cursor: 'not-allowed' }}>
          <Button disabled aria-describedby="export-hint">
            Export CSV
          </Button>
        </Box>
      </Tooltip>
      <Typography id="export-hint" level="body-xs">
        The report is empty.
      </Typography>
    </Stack>
  );
}
