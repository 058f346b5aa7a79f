import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// The details of one order on a "My orders" page.
export default function BasicAccordion() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="order-delivery-content"
          id="order-delivery-header"
        >
          <Typography component="span">Delivery: arriving Thursday</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Parcel 3 of 3 left the Leeds depot this morning with DPD. Delivery to 14
          Harbour Street, Bristol, between 9:00 and 13:00.
        </AccordionDetails>
        <AccordionActions>
          <Button>Change delivery day</Button>
          <Button>Track parcel</Button>
        </AccordionActions>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="order-items-content"
          id="order-items-header"
        >
          <Typography component="span">Items (3)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          An oak desk lamp (£49.00), two linen cushion covers (£36.00) and a wool
          throw (£65.00).
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="order-payment-content"
          id="order-payment-header"
        >
          <Typography component="span">Payment</Typography>
        </AccordionSummary>
        <AccordionDetails>
          £150.00 paid by Visa ending 4417 on 24 November. Your invoice is in the
          order confirmation email.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
