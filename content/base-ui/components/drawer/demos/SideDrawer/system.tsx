import * as React from 'react';
import { Drawer } from '@base-ui/react/drawer';
import { useDirection } from '@base-ui/react/direction-provider';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const filters = ['Free cancellation', 'Breakfast included', 'Pets allowed', 'Pool'];

const buttonStyles = (theme: CssVarsTheme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 36,
    margin: 0,
    padding: theme.spacing(0, 2),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.vars.palette.background.paper,
    color: theme.vars.palette.text.primary,
    font: 'inherit',
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.fontWeightMedium,
    cursor: 'pointer',
    '&:hover': { background: theme.vars.palette.action.hover },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  }) as const;

const Trigger = styled(Drawer.Trigger)(({ theme }) => buttonStyles(theme));
const Close = styled(Drawer.Close)(({ theme }) => buttonStyles(theme));
const PrimaryClose = styled(Drawer.Close)(({ theme }) => ({
  ...buttonStyles,
  borderColor: theme.vars.palette.primary.main,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  '&:hover': { background: theme.vars.palette.primary.dark },
}));

const Backdrop = styled(Drawer.Backdrop)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  background: 'rgb(0 0 0 / 0.4)',
  opacity: 'calc(1 - var(--drawer-swipe-progress, 0))',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.standard,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const Viewport = styled(Drawer.Viewport)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  display: 'flex',
  justifyContent: 'flex-end',
}));

const Popup = styled(Drawer.Popup)(({ theme }) => ({
  // Off screen past the inline end: to the right, or to the left in right-to-left.
  '--offscreen': '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(300px, calc(100vw - 48px))',
  height: '100%',
  padding: theme.spacing(3),
  borderInlineStart: `1px solid ${theme.vars.palette.divider}`,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  transform: 'translateX(var(--drawer-swipe-movement-x, 0px))',
  transition: theme.transitions.create('transform', {
    duration: theme.transitions.duration.standard,
    easing: 'cubic-bezier(0.32, 0.72, 0, 1)',
  }),
  '&:dir(rtl)': { '--offscreen': '-100%' },
  '&[data-starting-style], &[data-ending-style]': {
    transform: 'translateX(var(--offscreen))',
  },
}));

const Title = styled(Drawer.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 0.5),
  fontSize: theme.typography.pxToRem(18),
  fontWeight: 600,
  lineHeight: '1.75rem',
}));

const Description = styled(Drawer.Description)(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Option = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.25),
  padding: theme.spacing(1, 0),
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Checkbox = styled('input')(({ theme }) => ({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: theme.vars.palette.primary.main,
}));

const Footer = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
  marginTop: 'auto',
}));

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function SideDrawer({ window }: Props) {
  // The panel sits at the inline end, so it is dismissed towards that edge.
  const direction = useDirection();

  // Kept outside the drawer: the popup unmounts when it closes.
  const [selected, setSelected] = React.useState<string[]>(['Free cancellation']);
  const toggle = (filter: string, checked: boolean) =>
    setSelected((current) =>
      checked ? [...current, filter] : current.filter((item) => item !== filter),
    );

  return (
    <Drawer.Root swipeDirection={direction === 'rtl' ? 'left' : 'right'}>
      <Trigger>Filters</Trigger>
      <Drawer.Portal container={window ? window().document.body : undefined}>
        <Backdrop />
        <Viewport>
          <Popup>
            <Title>Filters</Title>
            <Description>214 stays in Porto match your dates.</Description>
            {filters.map((filter) => (
              <Option key={filter}>
                <Checkbox
                  type="checkbox"
                  name="filters"
                  value={filter}
                  checked={selected.includes(filter)}
                  onChange={(event) => toggle(filter, event.target.checked)}
                />
                {filter}
              </Option>
            ))}
            <Footer>
              <Close>Cancel</Close>
              <PrimaryClose>Show stays</PrimaryClose>
            </Footer>
          </Popup>
        </Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
