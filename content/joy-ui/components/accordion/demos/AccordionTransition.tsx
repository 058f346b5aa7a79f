import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionTransition() {
  return (
    <AccordionGroup
      transition="0.4s cubic-bezier(0.2, 0, 0, 1)"
      sx={{
        maxWidth: 480,
        width: '100%',
        '@media (prefers-reduced-motion: reduce)': {
          '--AccordionDetails-transition': 'none',
        },
      }}
    >
      <Accordion>
        <AccordionSummary>What is included in the rental?</AccordionSummary>
        <AccordionDetails>
          Bed linen, towels, a fully equipped kitchen, Wi-Fi and one parking space.
          Firewood for the stove is provided from October to April.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>When are check-in and check-out?</AccordionSummary>
        <AccordionDetails>
          Check-in from 16:00, check-out by 10:00. The key box code arrives by text
          message on the morning of your arrival.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
