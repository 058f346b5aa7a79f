import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, {
  accordionSummaryClasses,
} from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import RemoveIcon from '@mui/icons-material/Remove';

export default function ExpandIconAccordion() {
  const [openingHoursOpen, setOpeningHoursOpen] = React.useState(false);

  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ArrowDropDownIcon />}
          aria-controls="address-content"
          id="address-header"
        >
          <Typography component="span">Address</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Central Library, 12 Harbour Street. The entrance is on the park side.
        </AccordionDetails>
      </Accordion>
      <Accordion
        expanded={openingHoursOpen}
        onChange={(_event, isExpanded) => setOpeningHoursOpen(isExpanded)}
      >
        <AccordionSummary
          // A plus that turns into a minus: swap the icon and cancel the default rotation.
          expandIcon={openingHoursOpen ? <RemoveIcon /> : <AddIcon />}
          aria-controls="opening-hours-content"
          id="opening-hours-header"
          sx={{
            [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]:
              { transform: 'none' },
          }}
        >
          <Typography component="span">Opening hours</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Monday to Friday from 9:00 to 20:00, Saturday from 10:00 to 17:00. Closed
          on Sundays and public holidays.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
