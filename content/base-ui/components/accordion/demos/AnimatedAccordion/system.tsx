import { Accordion } from '@base-ui/react/accordion';
import { styled } from '@mui/system';

const details = [
  {
    title: 'Materials and care',
    text: 'Outer shell in recycled nylon, lining in organic cotton. Machine wash at 30 °C and hang to dry.',
  },
  {
    title: 'Size and fit',
    text: 'Regular fit with room for a sweater underneath. The model is 1.83 m tall and wears a size M.',
  },
  {
    title: 'Delivery and returns',
    text: 'Free delivery on orders over €60. Returns are free within 30 days.',
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

const PlusIcon = styled('svg')({
  flexShrink: 0,
  transition: 'rotate 200ms ease-out',
  '[data-panel-open] > &': { rotate: '45deg' },
});

const Panel = styled(Accordion.Panel)({
  height: 'var(--accordion-panel-height)',
  overflow: 'hidden',
  transition: 'height 200ms ease-out',
  '&[data-starting-style], &[data-ending-style]': { height: 0 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const Content = styled('div')({
  padding: '0 16px 16px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.5rem',
});

export default function AnimatedAccordion() {
  return (
    <Root>
      {details.map((detail) => (
        <Item key={detail.title}>
          <Header>
            <Trigger>
              {detail.title}
              <PlusIcon
                width="16"
                height="16"
                viewBox="0 0 16 16"
                aria-hidden="true"
              >
                <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.5" />
              </PlusIcon>
            </Trigger>
          </Header>
          <Panel>
            <Content>{detail.text}</Content>
          </Panel>
        </Item>
      ))}
    </Root>
  );
}
