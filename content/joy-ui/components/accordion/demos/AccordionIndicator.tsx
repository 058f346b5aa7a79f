import Add from '@mui/icons-material/Add';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, {
  accordionSummaryClasses,
} from '@mui/joy/AccordionSummary';

const questions = [
  {
    q: 'Is there a free plan?',
    a: 'Yes. Up to three projects and two collaborators, with no time limit.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Cancel from Billing; your plan stays active until the end of the period.',
  },
  {
    q: 'Do you offer discounts for non-profits?',
    a: 'Registered non-profits get 50% off any paid plan.',
  },
];

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 480,
        width: '100%',
        [`& .${accordionSummaryClasses.indicator}`]: {
          transition: '0.2s',
        },
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]:
          {
            transform: 'rotate(45deg)',
          },
      }}
    >
      {questions.map(({ q, a }) => (
        <Accordion key={q}>
          <AccordionSummary indicator={<Add />}>{q}</AccordionSummary>
          <AccordionDetails>{a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
