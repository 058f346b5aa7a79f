import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FAQ } from './plans';

export default function Faq() {
  return (
    <Box>
      {FAQ.map((item, index) => (
        <Accordion key={item.question} disableGutters variant="outlined">
          {/* The Accordion gives its region the id named in aria-controls. */}
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${index}-question`}
            aria-controls={`faq-${index}-answer`}
          >
            <Typography component="span" sx={{ fontWeight: 'medium' }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
