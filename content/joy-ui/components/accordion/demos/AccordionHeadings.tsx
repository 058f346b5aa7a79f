import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const sections = [
  {
    id: 'warranty',
    title: 'Warranty',
    text: 'Two years on parts and labour from the date on your receipt.',
  },
  {
    id: 'repairs',
    title: 'Repairs',
    text: 'Book a repair online; we collect the device and return it within 10 days.',
  },
];

export default function AccordionHeadings() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      {sections.map((section) => (
        <Accordion key={section.id} accordionId={section.id}>
          <AccordionSummary component="h3" sx={{ margin: 0, fontSize: 'inherit' }}>
            {section.title}
          </AccordionSummary>
          <AccordionDetails>{section.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
