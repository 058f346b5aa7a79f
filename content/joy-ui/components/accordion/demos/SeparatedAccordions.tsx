import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, {
  accordionSummaryClasses,
} from '@mui/joy/AccordionSummary';

const filters = [
  { name: 'Price', text: 'Under €50 · €50–€100 · €100–€200 · Over €200' },
  { name: 'Brand', text: 'Alpine Co. · Northwind · Trailhead · Summit Gear' },
  { name: 'Rating', text: '4 stars and up · 3 stars and up' },
];

export default function SeparatedAccordions() {
  return (
    <AccordionGroup
      disableDivider
      sx={{
        maxWidth: 360,
        width: '100%',
        gap: 1,
        [`& .${accordionSummaryClasses.button}`]: { borderRadius: 'md' },
      }}
    >
      {filters.map((filter) => (
        <Accordion key={filter.name} variant="outlined" sx={{ borderRadius: 'md' }}>
          <AccordionSummary>{filter.name}</AccordionSummary>
          <AccordionDetails>{filter.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
