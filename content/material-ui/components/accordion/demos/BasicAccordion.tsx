import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function BasicAccordion() {
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="delivery-content"
          id="delivery-header"
        >
          <Typography component="span">How long does delivery take?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Books in stock leave our warehouse the next working day and arrive within
          two to four days. Pre-orders ship on the publication date.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="returns-content"
          id="returns-header"
        >
          <Typography component="span">Can I return a book?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days of delivery, as long as it is unread and in its
          original condition. Return postage is free.
        </AccordionDetails>
      </Accordion>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="gift-cards-content"
          id="gift-cards-header"
        >
          <Typography component="span">Do you sell gift cards?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Gift cards come in any amount from 10 to 200 euros and never expire. We
          email them straight away, so they make a good last-minute present.
        </AccordionDetails>
        <AccordionActions>
          <Button>See conditions</Button>
          <Button>Buy a gift card</Button>
        </AccordionActions>
      </Accordion>
    </div>
  );
}
