import { Dialog } from '@base-ui/react/dialog';
import { styled } from '@mui/system';

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

const Trigger = styled(Dialog.Trigger)(buttonStyles);
const Close = styled(Dialog.Close)(buttonStyles);
const PrimaryClose = styled(Dialog.Close)({
  ...buttonStyles,
  borderColor: 'var(--mui-palette-primary-main)',
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  '&:hover': { background: 'var(--mui-palette-primary-dark)' },
});

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
  width: 'min(400px, calc(100vw - 32px))',
  height: 'fit-content',
  margin: 'auto',
  padding: 24,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 12,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  transition: 'opacity 150ms, scale 150ms, translate 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
  // The parent steps back while a nested dialog is open.
  '&[data-nested-dialog-open]': { scale: 0.94, translate: '0 -16px' },
});

const Title = styled(Dialog.Title)({
  margin: '0 0 8px',
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: '1.75rem',
});

const Description = styled(Dialog.Description)({
  margin: '0 0 24px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
});

export default function NestedDialog() {
  return (
    <Dialog.Root>
      <Trigger>Account</Trigger>
      <Dialog.Portal>
        <Backdrop />
        <Popup>
          <Title render={<p />}>Account</Title>
          <Description>Signed in as ada@example.com since 12 March.</Description>
          <Actions>
            <Dialog.Root>
              <Trigger>Change password</Trigger>
              <Dialog.Portal>
                <Popup>
                  <Title render={<p />}>Change password</Title>
                  <Description>
                    We’ll email a reset link to ada@example.com. It works for 30
                    minutes.
                  </Description>
                  <Actions>
                    <Close>Cancel</Close>
                    <PrimaryClose>Send link</PrimaryClose>
                  </Actions>
                </Popup>
              </Dialog.Portal>
            </Dialog.Root>
            <Close>Close</Close>
          </Actions>
        </Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
