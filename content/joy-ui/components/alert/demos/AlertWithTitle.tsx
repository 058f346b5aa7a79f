import ReportProblem from '@mui/icons-material/ReportProblem';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function AlertWithTitle() {
  return (
    <Alert
      color="danger"
      startDecorator={<ReportProblem />}
      // Keep the icon level with the title when the text runs to several lines.
      sx={{ alignItems: 'flex-start', maxWidth: 520 }}
    >
      <Box>
        <Typography level="title-md" textColor="inherit">
          Payment failed
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          Your bank declined the charge of $48.00 for the Team plan. Update your
          payment method before 12 May to keep access to shared projects.
        </Typography>
      </Box>
    </Alert>
  );
}
