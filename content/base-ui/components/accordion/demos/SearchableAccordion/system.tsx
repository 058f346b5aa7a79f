import { Accordion } from '@base-ui/react/accordion';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const topics = [
  {
    title: 'My card was declined',
    text: 'Check that the card is not frozen in the Cards tab and that the purchase is within your daily spending limit. Online payments outside your country must be switched on first.',
  },
  {
    title: 'I forgot my PIN',
    text: 'Open the card in the Cards tab and choose Show PIN. You will be asked for your fingerprint or your app passcode before the PIN appears.',
  },
  {
    title: 'Signing in on a new phone',
    text: 'Install the app, sign in with your email and confirm the new device from the authenticator app or the code we send by text message.',
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

// A closed panel stays in the page: collapse its box, not only its content.
const Panel = styled(Accordion.Panel)(({ theme }) => ({
  height: 'var(--accordion-panel-height)',
  overflow: 'hidden',
  transition: theme.transitions.create('height', {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&[data-starting-style], &[data-ending-style]': { height: 0 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Content = styled('div')(({ theme }) => ({
  padding: theme.spacing(0, 2, 2),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.5rem',
}));

export default function SearchableAccordion() {
  return (
    <Root hiddenUntilFound>
      {topics.map((topic) => (
        <Item key={topic.title}>
          <Header>
            <Trigger>
              {topic.title}
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
          <Panel>
            <Content>{topic.text}</Content>
          </Panel>
        </Item>
      ))}
    </Root>
  );
}
