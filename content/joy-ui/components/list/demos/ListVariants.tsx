import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportIcon from '@mui/icons-material/Report';
import ScheduleIcon from '@mui/icons-material/Schedule';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

const services = [
  {
    name: 'Checkout API',
    status: 'Operational',
    color: 'success',
    icon: <CheckCircleIcon />,
  },
  {
    name: 'Search index',
    status: 'Degraded',
    color: 'warning',
    icon: <ScheduleIcon />,
  },
  {
    name: 'Email delivery',
    status: 'Outage',
    color: 'danger',
    icon: <ReportIcon />,
  },
  {
    name: 'Image resizing',
    status: 'Operational',
    color: 'success',
    icon: <CheckCircleIcon />,
  },
] as const;

export default function ListVariants() {
  return (
    <List
      variant="outlined"
      aria-label="Service status"
      sx={{ maxWidth: 360, borderRadius: 'md', p: 1, '--List-gap': '6px' }}
    >
      {services.map((service) => (
        <ListItem key={service.name} variant="soft" color={service.color}>
          <ListItemDecorator>{service.icon}</ListItemDecorator>
          <ListItemContent>{service.name}</ListItemContent>
          {service.status}
        </ListItem>
      ))}
    </List>
  );
}
