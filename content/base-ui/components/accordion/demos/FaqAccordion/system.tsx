import { Accordion } from '@base-ui/react/accordion';
import { styled } from '@mui/system';

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

const Root = styled(Accordion.Root)({
  width: '100%',
  maxWidth: 360,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
});

const Item = styled(Accordion.Item)({
  '& + &': { borderTop: '1px solid var(--mui-palette-divider)' },
});

const Header = styled(Accordion.Header)({ margin: 0 });

const Trigger = styled(Accordion.Trigger)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  width: '100%',
  margin: 0,
  padding: '12px 16px',
  border: 0,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  textAlign: 'start',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Chevron = styled('svg')({
  flexShrink: 0,
  transition: 'rotate 150ms',
  '[data-panel-open] > &': { rotate: '180deg' },
});

const Panel = styled(Accordion.Panel)({
  padding: '0 16px 16px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.5rem',
});

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
