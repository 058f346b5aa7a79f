import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const steps = [
  {
    id: 'account',
    title: '1. Create your account',
    text: 'Sign up with your work email and confirm the link we send you.',
  },
  {
    id: 'team',
    title: '2. Invite your team',
    text: 'Add teammates by email. They join as members; you can make them admins later.',
  },
  {
    id: 'project',
    title: '3. Start a project',
    text: 'Pick a template or start blank, then connect your repository.',
  },
];

export default function ControlledAccordion() {
  const [open, setOpen] = React.useState<string | null>('account');
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      {steps.map((step) => (
        <Accordion
          key={step.id}
          expanded={open === step.id}
          onChange={(_event, expanded) => setOpen(expanded ? step.id : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>{step.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
