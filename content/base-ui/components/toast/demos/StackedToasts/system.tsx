import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const clients = [
  'Northwind Traders',
  'Lumen Studio',
  'Harbor & Finch',
  'Oakline Bakery',
];

const Button = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 2),
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
}));

const Viewport = styled(Toast.Viewport)(({ theme }) => ({
  position: 'fixed',
  insetBlockEnd: theme.spacing(2),
  insetInlineEnd: theme.spacing(2),
  zIndex: theme.zIndex.modal,
  width: 'min(320px, calc(100vw - 32px))',
}));

const Root = styled(Toast.Root)(({ theme }) => ({
  '--gap': theme.spacing(1),
  // Collapsed: each toast behind the newest peeks out 10px higher and 5% smaller.
  '--lift': 'calc(var(--toast-index) * -10px)',
  '--scale': 'calc(1 - var(--toast-index) * 0.05)',
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 'calc(100 - var(--toast-index))',
  boxSizing: 'border-box',
  // Collapsed, every toast takes the newest one's height, so their edges line up.
  height: 'var(--toast-frontmost-height, auto)',
  paddingBlock: theme.spacing(1.5),
  paddingInline: theme.spacing(2, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  boxShadow: theme.vars.shadows[4],
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  // The swipe variables are 0px until the toast is dragged, and keep the last drag after release.
  transform:
    'translateX(var(--toast-swipe-movement-x)) translateY(calc(var(--lift) + var(--toast-swipe-movement-y))) scale(var(--scale))',
  transformOrigin: 'bottom center',
  transition: [
    theme.transitions.create(['transform', 'opacity'], {
      duration: theme.transitions.duration.standard,
    }),
    theme.transitions.create('height', {
      duration: theme.transitions.duration.shortest,
    }),
  ].join(', '),
  // Hovered or focused: spread out, each above the toasts in front of it.
  '&[data-expanded]': {
    '--lift': 'calc(-1 * (var(--toast-offset-y) + var(--toast-index) * var(--gap)))',
    '--scale': 1,
    height: 'var(--toast-height)',
  },
  // Fills the gap between spread toasts, so the pointer moving across it keeps them spread.
  '&::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    insetBlockStart: '100%',
    height: 'calc(var(--gap) + 1px)',
  },
  '&[data-starting-style]': { transform: 'translateY(150%)' },
  '&[data-ending-style], &[data-limited]': { opacity: 0 },
  // A swiped toast leaves from where it was let go, in the direction it was swiped.
  '&[data-ending-style][data-swipe-direction="down"]': {
    transform:
      'translateY(calc(var(--lift) + var(--toast-swipe-movement-y) + 150%))',
  },
  '&[data-ending-style][data-swipe-direction="right"]': {
    transform:
      'translateX(calc(var(--toast-swipe-movement-x) + 150%)) translateY(var(--lift))',
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Content = styled(Toast.Content)(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.spacing(1.5),
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shorter,
  }),
  // The text of the toasts behind would show through; it fades back in when they spread.
  '&[data-behind]:not([data-expanded])': { opacity: 0 },
}));

const Title = styled(Toast.Title)({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 600,
});

const Description = styled(Toast.Description)(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  color: theme.vars.palette.text.secondary,
}));

const Close = styled(Toast.Close)(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '& svg': {
    width: 16,
    height: 16,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
  },
}));

export default function StackedToasts() {
  return (
    <Toast.Provider>
      <SendInvoiceButton />
      <Viewport>
        <ToastStack />
      </Viewport>
    </Toast.Provider>
  );
}

function SendInvoiceButton() {
  const toastManager = Toast.useToastManager();
  const sent = React.useRef(0);
  function send() {
    const client = clients[sent.current % clients.length];
    toastManager.add({
      title: 'Invoice sent',
      description: `Invoice #${1041 + sent.current} is on its way to ${client}.`,
    });
    sent.current += 1;
  }
  return (
    <Button type="button" onClick={send}>
      Send invoice
    </Button>
  );
}

function ToastStack() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Root key={toast.id} toast={toast}>
      <Content>
        <div>
          <Title />
          <Description />
        </div>
        <Close aria-label="Close">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </Close>
      </Content>
    </Root>
  ));
}
