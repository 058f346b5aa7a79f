import { Tabs } from '@base-ui/react/tabs';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Tabs.Root)(({ theme }) => ({
  width: '100%',
  maxWidth: 360,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const List = styled(Tabs.List)(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  padding: theme.spacing(0.5),
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.action.hover,
}));

const Tab = styled(Tabs.Tab)(({ theme }) => ({
  position: 'relative',
  zIndex: 1,
  flex: 1,
  margin: 0,
  padding: theme.spacing(0.75, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  transition: theme.transitions.create('color', {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-active]': { color: theme.vars.palette.primary.contrastText },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

// The variables are measured from the list's left edge, in both directions:
// @noflip keeps `left` as it is when the styles are flipped for right to left.
const Indicator = styled(Tabs.Indicator)`
  position: absolute;
  top: var(--active-tab-top);
  /* @noflip */
  left: var(--active-tab-left);
  width: var(--active-tab-width);
  height: var(--active-tab-height);
  border-radius: ${({ theme }) => `calc(${theme.vars.shape.borderRadius} / 2)`};
  background: ${({ theme }) => theme.vars.palette.primary.main};
  /* @noflip */
  transition: ${({ theme }) =>
    theme.transitions.create(['left', 'width'], {
      duration: theme.transitions.duration.shorter,
    })};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled(Tabs.Panel)(({ theme }) => ({
  padding: theme.spacing(2, 0.5),
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function AnimatedIndicatorTabs() {
  return (
    <Root defaultValue="day">
      <List aria-label="Sales period">
        <Tab value="day">Today</Tab>
        <Tab value="week">This week</Tab>
        <Tab value="month">This month</Tab>
        <Indicator />
      </List>
      <Panel value="day">142 orders, 12 % more than yesterday.</Panel>
      <Panel value="week">868 orders, on track for a record week.</Panel>
      <Panel value="month">3,420 orders, 4 % fewer than last month.</Panel>
    </Root>
  );
}
