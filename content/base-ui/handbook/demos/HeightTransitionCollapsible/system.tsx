import { Collapsible } from '@base-ui/react/collapsible';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const lines = [
  { name: 'Linen shirt, size M', price: '£45.00' },
  { name: 'Canvas tote bag', price: '£18.00' },
  { name: 'Wool socks, 2 pairs', price: '£12.00' },
];

const Root = styled(Collapsible.Root)(({ theme }) => ({
  width: 300,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Trigger = styled(Collapsible.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: theme.spacing(1.5, 1.75),
  margin: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '& svg': {
    transition: theme.transitions.create('rotate', {
      duration: theme.transitions.duration.shorter,
    }),
  },
  '&[data-panel-open] svg': { rotate: '180deg' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Panel = styled(Collapsible.Panel)(({ theme }) => ({
  height: 'var(--collapsible-panel-height)',
  overflow: 'hidden',
  transition: theme.transitions.create('height', {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&[data-starting-style], &[data-ending-style]': { height: 0 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const List = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0, 1.75, 1.5),
  margin: 0,
  listStyle: 'none',
  color: theme.vars.palette.text.secondary,
}));

const Line = styled('li')({ display: 'flex', justifyContent: 'space-between' });

export default function HeightTransitionCollapsible() {
  return (
    <Root>
      <Trigger>
        Order 4821 · 3 items
        <ExpandMoreIcon fontSize="small" />
      </Trigger>
      <Panel>
        <List>
          {lines.map((line) => (
            <Line key={line.name}>
              <span>{line.name}</span>
              <span>{line.price}</span>
            </Line>
          ))}
        </List>
      </Panel>
    </Root>
  );
}
