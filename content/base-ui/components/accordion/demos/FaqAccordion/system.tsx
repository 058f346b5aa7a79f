import { Accordion } from '@base-ui/react/accordion';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const faqs = [
  {
    question: 'How long does delivery take?',
    answer:
      'Orders arrive in two to four working days. We email a tracking link as soon as the parcel leaves our warehouse.',
  },
  {
    question: 'Can I return an item?',
    answer:
      'Yes, within 30 days of delivery if it is unused and in its original packaging. Start a return from the Orders page of your account.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'Visa, Mastercard, American Express and PayPal. Business customers can also pay by bank transfer.',
  },
];

const Root = styled(Accordion.Root)(({ theme }) => ({
  width: '100%',
  maxWidth: 360,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const Item = styled(Accordion.Item)(({ theme }) => ({
  '& + &': { borderTop: `1px solid ${theme.vars.palette.divider}` },
}));

const Header = styled(Accordion.Header)({ margin: 0 });

const Trigger = styled(Accordion.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  width: '100%',
  margin: 0,
  padding: theme.spacing(1.5, 2),
  border: 0,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  textAlign: 'start',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Chevron = styled('svg')(({ theme }) => ({
  flexShrink: 0,
  transition: theme.transitions.create('rotate', {
    duration: theme.transitions.duration.shortest,
  }),
  '[data-panel-open] > &': { rotate: '180deg' },
}));

const Panel = styled(Accordion.Panel)(({ theme }) => ({
  padding: theme.spacing(0, 2, 2),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.5rem',
}));

export default function FaqAccordion() {
  return (
    <Root>
      {faqs.map((faq) => (
        <Item key={faq.question}>
          <Header>
            <Trigger>
              {faq.question}
              <Chevron width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path
                  d="M4 6l4 4 4-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
              </Chevron>
            </Trigger>
          </Header>
          <Panel>{faq.answer}</Panel>
        </Item>
      ))}
    </Root>
  );
}
