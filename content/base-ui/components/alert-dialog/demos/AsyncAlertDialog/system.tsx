import * as React from 'react';
import { AlertDialog } from '@base-ui/react/alert-dialog';
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
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  }) as const;

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Trigger = styled(AlertDialog.Trigger)(({ theme }) => buttonStyles(theme));
const Close = styled(AlertDialog.Close)(({ theme }) => buttonStyles(theme));
const DangerButton = styled('button')(({ theme }) => ({
  ...buttonStyles,
  borderColor: theme.vars.palette.error.dark,
  background: theme.vars.palette.error.dark,
  color: theme.vars.palette.error.contrastText,
  '&:hover': {
    background: theme.vars.palette.error.dark,
    filter: 'brightness(0.9)',
  },
}));

const Backdrop = styled(AlertDialog.Backdrop)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  background: 'rgb(0 0 0 / 0.4)',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const Popup = styled(AlertDialog.Popup)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  boxSizing: 'border-box',
  width: 'min(360px, calc(100vw - 32px))',
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

const Title = styled(AlertDialog.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  fontSize: theme.typography.pxToRem(18),
  fontWeight: 600,
  lineHeight: '1.75rem',
}));

const Description = styled(AlertDialog.Description)(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
}));

export default function AsyncAlertDialog() {
  const [open, setOpen] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [signedOut, setSignedOut] = React.useState(false);

  function handleSignOut() {
    if (pending) {
      return;
    }
    setPending(true);
    // Stands in for a request to your server.
    window.setTimeout(() => {
      setPending(false);
      setSignedOut(true);
      setOpen(false);
    }, 1500);
  }

  return (
    <Row>
      <AlertDialog.Root
        open={open}
        onOpenChange={(nextOpen) => {
          // Esc can't close the dialog while the request runs.
          if (!pending) {
            setOpen(nextOpen);
          }
        }}
      >
        <Trigger>Sign out everywhere</Trigger>
        <AlertDialog.Portal>
          <Backdrop />
          <Popup>
            <Title render={<p />}>Sign out of all devices?</Title>
            <Description>
              Your phone, tablet and work laptop will ask for your password again.
            </Description>
            <Actions>
              <Close disabled={pending}>Cancel</Close>
              <DangerButton
                type="button"
                aria-disabled={pending}
                onClick={handleSignOut}
              >
                {pending ? 'Signing out…' : 'Sign out'}
              </DangerButton>
            </Actions>
          </Popup>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <span role="status">{signedOut ? 'Signed out of 3 devices' : ''}</span>
    </Row>
  );
}
