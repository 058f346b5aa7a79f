import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function DisabledAccordion() {
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="password-content"
          id="password-header"
        >
          <Typography component="span">Password</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Your password was last changed 3 months ago. Use at least 12 characters and
          don&apos;t reuse one from another site.
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="single-sign-on-content"
          id="single-sign-on-header"
        >
          <Typography component="span">
            Single sign-on (available on the Business plan)
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          Connect your identity provider so your team signs in with their work
          accounts.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
