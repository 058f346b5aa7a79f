import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    id: 'profile',
    title: 'Profile',
    summary: 'Name, photo and bio',
    text: 'Your name and photo appear next to your comments and in the team directory.',
  },
  {
    id: 'notifications',
    title: 'Notifications',
    summary: 'Email and push',
    text: 'Choose which activity sends you an email and which only shows a badge in the app.',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    summary: 'Who can see your activity',
    text: 'Hide your online status, or limit your profile to people in your organisation.',
  },
];

export default function SingleOpenAccordion() {
  // The id of the one open section, or false when all are closed.
  const [expanded, setExpanded] = React.useState<string | false>('profile');

  const handleChange =
    (id: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
      setExpanded(isExpanded ? id : false);
    };

  return (
    <div>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={handleChange(section.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${section.id}-content`}
            id={`${section.id}-header`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {section.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {section.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>{section.text}</AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
