import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Stack from '@mui/joy/Stack';

export default function AccordionSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420, width: '100%' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <AccordionGroup
          key={size}
          size={size}
          variant="outlined"
          sx={{ borderRadius: 'sm' }}
        >
          <Accordion>
            <AccordionSummary>Billing address ({size})</AccordionSummary>
            <AccordionDetails>12 Rue des Lilas, 69003 Lyon, France</AccordionDetails>
          </Accordion>
          <Accordion>
            <AccordionSummary>Invoices ({size})</AccordionSummary>
            <AccordionDetails>Sent monthly to finance@example.com</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      ))}
    </Stack>
  );
}
