import { Accordion } from '@base-ui/react/accordion';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const PlusIcon = styled('svg')(({ theme }) => ({
  flexShrink: 0,
  transition: theme.transitions.create('rotate', {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '[data-panel-open] > &': { rotate: '45deg' },
}));

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
