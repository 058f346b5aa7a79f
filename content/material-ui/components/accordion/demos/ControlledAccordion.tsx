import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const steps = [
  {
    id: 'dough',
    title: 'Make the dough',
    text: 'Mix 500 g of flour, 325 ml of water, 10 g of salt and 3 g of yeast until no dry flour is left.',
  },
  {
    id: 'rise',
    title: 'Let it rise',
    text: 'Cover the bowl and leave it at room temperature for 12 to 18 hours, until it has doubled.',
  },
  {
    id: 'bake',
    title: 'Bake',
    text: 'Shape a round loaf and bake it in a covered pot at 240 °C for 30 minutes, then 15 minutes uncovered.',
  },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string[]>(['dough']);

  const handleChange =
    (id: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
      setExpanded((current) =>
        isExpanded ? [...current, id] : current.filter((item) => item !== id),
      );
    };

  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button onClick={() => setExpanded(steps.map((step) => step.id))}>
          Expand all
        </Button>
        <Button onClick={() => setExpanded([])}>Collapse all</Button>
      </Stack>
      {/* A wrapper of their own lets the first and last panels round their corners. */}
      <div>
        {steps.map((step) => (
          <Accordion
            key={step.id}
            expanded={expanded.includes(step.id)}
            onChange={handleChange(step.id)}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`${step.id}-content`}
              id={`${step.id}-header`}
            >
              <Typography component="span">{step.title}</Typography>
            </AccordionSummary>
            <AccordionDetails>{step.text}</AccordionDetails>
          </Accordion>
        ))}
      </div>
    </div>
  );
}
