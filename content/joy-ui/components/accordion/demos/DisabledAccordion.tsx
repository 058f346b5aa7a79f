import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function DisabledAccordion() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      <Accordion defaultExpanded>
        <AccordionSummary>Password</AccordionSummary>
        <AccordionDetails>
          Last changed 3 months ago. Use at least 12 characters.
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>Single sign-on (Business plan)</AccordionSummary>
        <AccordionDetails>
          Connect Okta, Azure AD or Google Workspace.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
