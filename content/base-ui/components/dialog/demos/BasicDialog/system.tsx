import { Dialog } from '@base-ui/react/dialog';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Trigger = styled(Dialog.Trigger)(({ theme }) => buttonStyles(theme));
const Close = styled(Dialog.Close)(({ theme }) => buttonStyles(theme));

const Backdrop = styled(Dialog.Backdrop)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  background: 'rgb(0 0 0 / 0.4)',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const Popup = styled(Dialog.Popup)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  boxSizing: 'border-box',
  width: 'min(400px, calc(100vw - 32px))',
  height: 'fit-content',
  margin: 'auto',
  padding: theme.spacing(3),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
}));

const Title = styled(Dialog.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  fontSize: theme.typography.pxToRem(18),
  fontWeight: 600,
  lineHeight: '1.75rem',
}));

const Description = styled(Dialog.Description)(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Actions = styled('div')({ display: 'flex', justifyContent: 'flex-end' });

export default function BasicDialog() {
  return (
    <Dialog.Root>
      <Trigger>What’s new</Trigger>
      <Dialog.Portal>
        <Backdrop />
        <Popup>
          <Title render={<p />}>What’s new in Notes 3.2</Title>
          <Description>
            Notes now sync in the background, and shared notebooks show who edited
            each page last.
          </Description>
          <Actions>
            <Close>Got it</Close>
          </Actions>
        </Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
