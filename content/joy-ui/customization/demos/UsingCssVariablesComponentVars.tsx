import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Download from '@mui/icons-material/Download';

export default function UsingCssVariablesComponentVars() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Typography level="title-md">Q3 budget proposal</Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        Submitted by Dana Whitfield for review by the finance team.
      </Typography>
      {/* Variables a Button reads but never sets: a parent can set them for every button inside. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          '--Button-radius': '999px',
          '--Button-minHeight': '2.5rem',
        }}
      >
        <Button>Approve</Button>
        <Button variant="outlined" color="neutral">
          Request changes
        </Button>
        {/* Button sets --Button-gap for each size itself, so set it on the Button. */}
        <Button
          variant="plain"
          startDecorator={<Download />}
          sx={{ '--Button-gap': '1rem' }}
        >
          Download PDF
        </Button>
      </Stack>
    </Sheet>
  );
}
