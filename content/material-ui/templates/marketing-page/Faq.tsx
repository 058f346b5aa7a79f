import * as React from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { questions } from './data';

export default function Faq() {
  // One answer open at a time keeps the section short on a phone.
  const [expanded, setExpanded] = React.useState<number | false>(0);

  return (
    <Box
      component="section"
      id="faq"
      aria-labelledby="faq-title"
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: 'action.hover',
        scrollMarginTop: { xs: 56, sm: 64 },
      }}
    >
      <Container maxWidth="md">
        <Typography
          id="faq-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: 4, textAlign: 'center' }}
        >
          Frequently asked questions
        </Typography>
        {questions.map((item, index) => (
          <Accordion
            key={item.question}
            expanded={expanded === index}
            onChange={(_event, isExpanded) =>
              setExpanded(isExpanded ? index : false)
            }
            disableGutters
            variant="outlined"
          >
            <AccordionSummary
              id={`faq-${index}-header`}
              aria-controls={`faq-${index}-content`}
              expandIcon={<ExpandMoreIcon />}
            >
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ color: 'text.secondary' }}>{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
