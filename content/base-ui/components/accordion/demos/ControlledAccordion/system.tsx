import * as React from 'react';
import { Accordion } from '@base-ui/react/accordion';
import { styled } from '@mui/system';

const days = [
  {
    value: 'lisbon',
    title: 'Day 1: Lisbon',
    plan: 'Tram 28 through Alfama, lunch in Baixa and sunset from the Senhora do Monte viewpoint.',
  },
  {
    value: 'sintra',
    title: 'Day 2: Sintra',
    plan: 'Morning train to Sintra, the gardens of Pena Palace, back in Lisbon for dinner.',
  },
  {
    value: 'porto',
    title: 'Day 3: Porto',
    plan: 'Fast train north, a walk along the Ribeira and a tasting across the river in Gaia.',
  },
];

const Wrapper = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  width: '100%',
  maxWidth: 360,
});

const Actions = styled('div')({ display: 'flex', gap: 8 });

const ActionButton = styled('button')({
  margin: 0,
  padding: '6px 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'default' },
});

const Root = styled(Accordion.Root<string>)({
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

export default function ControlledAccordion() {
  const [openDays, setOpenDays] = React.useState<string[]>(['lisbon']);

  return (
    <Wrapper>
      <Actions>
        <ActionButton
          type="button"
          disabled={openDays.length === days.length}
          onClick={() => setOpenDays(days.map((day) => day.value))}
        >
          Expand all
        </ActionButton>
        <ActionButton
          type="button"
          disabled={openDays.length === 0}
          onClick={() => setOpenDays([])}
        >
          Collapse all
        </ActionButton>
      </Actions>
      <Root multiple value={openDays} onValueChange={setOpenDays}>
        {days.map((day) => (
          <Item key={day.value} value={day.value}>
            <Header>
              <Trigger>
                {day.title}
                <Chevron
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                >
                  <path
                    d="M4 6l4 4 4-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                </Chevron>
              </Trigger>
            </Header>
            <Panel>{day.plan}</Panel>
          </Item>
        ))}
      </Root>
    </Wrapper>
  );
}
