import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import { styled } from '@mui/system';

const shortcuts = [
  { action: 'Search notes', keys: 'Ctrl K' },
  { action: 'New note', keys: 'Ctrl N' },
  { action: 'Toggle sidebar', keys: 'Ctrl B' },
];

const buttonStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  margin: 0,
  padding: '0 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
} as const;

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Button = styled('button')(buttonStyles);
const Close = styled(Dialog.Close)(buttonStyles);

const Backdrop = styled(Dialog.Backdrop)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  background: 'rgb(0 0 0 / 0.4)',
  transition: 'opacity 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
});

const Popup = styled(Dialog.Popup)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  boxSizing: 'border-box',
  width: 'min(360px, calc(100vw - 32px))',
  height: 'fit-content',
  margin: 'auto',
  padding: 24,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 12,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
});

const Title = styled(Dialog.Title)({
  margin: '0 0 16px',
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: '1.75rem',
});

const Shortcut = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  padding: '8px 0',
  borderBottom: '1px solid var(--mui-palette-divider)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Key = styled('kbd')({
  padding: '0 6px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 4,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, monospace',
  fontSize: '0.75rem',
  lineHeight: '1.25rem',
});

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: 24,
});

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
