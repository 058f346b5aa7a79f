import Lock from '@mui/icons-material/Lock';
import Notifications from '@mui/icons-material/Notifications';
import Palette from '@mui/icons-material/Palette';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const sections = [
  {
    icon: <Notifications />,
    color: 'primary',
    title: 'Notifications',
    hint: 'Email, push and SMS',
    body: 'Choose which events send you an email and which only show in the app.',
  },
  {
    icon: <Lock />,
    color: 'success',
    title: 'Security',
    hint: 'Password and two-step sign-in',
    body: 'Two-step sign-in is on. Your last sign-in was from Lisbon, today at 08:12.',
  },
  {
    icon: <Palette />,
    color: 'warning',
    title: 'Appearance',
    hint: 'Theme and density',
    body: 'The app follows your system theme and uses the comfortable density.',
  },
] as const;

export default function AccordionDecorators() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      {sections.map((section) => (
        <Accordion key={section.title}>
          <AccordionSummary>
            <Avatar component="span" color={section.color} size="sm">
              {section.icon}
            </Avatar>
            <ListItemContent component="span">
              <Typography component="span" level="title-sm">
                {section.title}
              </Typography>
              <Typography component="span" level="body-xs">
                {section.hint}
              </Typography>
            </ListItemContent>
          </AccordionSummary>
          <AccordionDetails>{section.body}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
