import * as React from 'react';
import { AlertDialog } from '@base-ui/react/alert-dialog';
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

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Trigger = styled(AlertDialog.Trigger)(buttonStyles);
const Close = styled(AlertDialog.Close)(buttonStyles);
const DangerClose = styled(AlertDialog.Close)({
  ...buttonStyles,
  borderColor: 'var(--mui-palette-error-dark)',
  background: 'var(--mui-palette-error-dark)',
  color: 'var(--mui-palette-error-contrastText)',
  '&:hover': {
    background: 'var(--mui-palette-error-dark)',
    filter: 'brightness(0.9)',
  },
});

const Backdrop = styled(AlertDialog.Backdrop)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  background: 'rgb(0 0 0 / 0.4)',
  transition: 'opacity 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
});

const Popup = styled(AlertDialog.Popup)({
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

const Title = styled(AlertDialog.Title)({
  margin: '0 0 8px',
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: '1.75rem',
});

const Description = styled(AlertDialog.Description)({
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

export default function DestructiveAlertDialog() {
  const [files, setFiles] = React.useState(12);

  return (
    <Row>
      <AlertDialog.Root>
        <Trigger>Empty trash</Trigger>
        <AlertDialog.Portal>
          <Backdrop />
          <Popup>
            <Title render={<p />}>Empty the trash?</Title>
            <Description>
              Every file in the trash will be deleted for good. You can’t undo this.
            </Description>
            <Actions>
              <Close>Cancel</Close>
              <DangerClose onClick={() => setFiles(0)}>Empty trash</DangerClose>
            </Actions>
          </Popup>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <span>
        {files === 0 ? 'The trash is empty' : `${files} files in the trash`}
      </span>
    </Row>
  );
}
