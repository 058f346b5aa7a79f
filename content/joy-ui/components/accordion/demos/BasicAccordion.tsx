import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function BasicAccordion() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      <Accordion>
        <AccordionSummary>How long does delivery take?</AccordionSummary>
        <AccordionDetails>
          Orders placed before 14:00 ship the same day. Standard delivery takes 2–4
          working days within the EU, express delivery one.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I return an item?</AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days of delivery, unworn and with its tags. Start the return
          from your order page and print the prepaid label.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Which payment methods do you accept?</AccordionSummary>
        <AccordionDetails>
          Visa, Mastercard, American Express, PayPal and bank transfer. Business
          accounts can also pay by invoice within 30 days.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
