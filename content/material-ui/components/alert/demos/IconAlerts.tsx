import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CelebrationIcon from '@mui/icons-material/Celebration';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

export default function IconAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert icon={<CelebrationIcon fontSize="inherit" />} severity="success">
        You reached 1,000 subscribers.
      </Alert>
      <Alert
        iconMapping={{ success: <TaskAltIcon fontSize="inherit" /> }}
        severity="success"
      >
        All 12 tasks in this sprint are done.
      </Alert>
      <Alert icon={false} severity="info">
        Office hours are 9:00 to 17:00, Monday to Friday.
      </Alert>
    </Stack>
  );
}
