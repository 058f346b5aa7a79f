import * as React from 'react';
import { Accordion } from '@base-ui/react/accordion';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Wrapper = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 360,
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
}));

const ActionButton = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.75, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'default' },
}));

const Root = styled(Accordion.Root<string>)(({ theme }) => ({
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
