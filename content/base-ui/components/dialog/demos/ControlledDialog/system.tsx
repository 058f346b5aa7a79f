import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const shortcuts = [
  { action: 'Search notes', keys: 'Ctrl K' },
  { action: 'New note', keys: 'Ctrl N' },
  { action: 'Toggle sidebar', keys: 'Ctrl B' },
];

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

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(2),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Button = styled('button')(({ theme }) => buttonStyles(theme));
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

const Title = styled(Dialog.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  fontSize: theme.typography.pxToRem(18),
  fontWeight: 600,
  lineHeight: '1.75rem',
}));

const Shortcut = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  padding: theme.spacing(1, 0),
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Key = styled('kbd')(({ theme }) => ({
  padding: theme.spacing(0, 0.75),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 4,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, monospace',
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1.25rem',
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: theme.spacing(3),
}));

export default function ControlledDialog() {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState<Dialog.Root.ChangeEventReason | null>(
    null,
  );

  return (
    <Row>
      <Button type="button" onClick={() => setOpen(true)}>
        Show keyboard shortcuts
      </Button>
      <span>Last closed by: {reason ?? 'not closed yet'}</span>
      <Dialog.Root
        open={open}
        onOpenChange={(nextOpen, details) => {
          setOpen(nextOpen);
          if (!nextOpen) {
            setReason(details.reason);
          }
        }}
      >
        <Dialog.Portal>
          <Backdrop />
          <Popup>
            <Title render={<p />}>Keyboard shortcuts</Title>
            {shortcuts.map((shortcut) => (
              <Shortcut key={shortcut.action}>
                {shortcut.action}
                <Key>{shortcut.keys}</Key>
              </Shortcut>
            ))}
            <Actions>
              <Close>Close</Close>
            </Actions>
          </Popup>
        </Dialog.Portal>
      </Dialog.Root>
    </Row>
  );
}
