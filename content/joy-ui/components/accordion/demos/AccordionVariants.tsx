import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';

// Each panel is a region named by its summary, so every question differs from the others on the page.
const groups = [
  {
    variant: 'plain',
    items: [
      ['Track my order', 'Use the tracking link in your shipping email.'],
      ['Change the address', 'Possible until the parcel leaves our warehouse.'],
    ],
  },
  {
    variant: 'outlined',
    items: [
      ['Return an item', 'Print the prepaid label from your order page.'],
      ['Exchange a size', 'Start a return and order the new size at once.'],
    ],
  },
  {
    variant: 'soft',
    items: [
      ['Pay in instalments', 'Choose three payments at checkout, with no fees.'],
      ['Use a gift card', 'Enter its code in the payment step.'],
    ],
  },
] as const;

export default function AccordionVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {groups.map(({ variant, items }) => (
        <AccordionGroup key={variant} variant={variant} sx={{ borderRadius: 'md' }}>
          {items.map(([summary, details]) => (
            <Accordion key={summary}>
              <AccordionSummary>{summary}</AccordionSummary>
              <AccordionDetails>{details}</AccordionDetails>
            </Accordion>
          ))}
        </AccordionGroup>
      ))}
    </Box>
  );
}
