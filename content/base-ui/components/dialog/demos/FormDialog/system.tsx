import * as React from 'react';
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

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Trigger = styled(Dialog.Trigger)(buttonStyles);
const Close = styled(Dialog.Close)(buttonStyles);

const PrimaryButton = styled('button')({
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
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
});

const Title = styled(Dialog.Title)({
  margin: '0 0 8px',
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: '1.75rem',
});

const Description = styled(Dialog.Description)({
  margin: '0 0 16px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Label = styled('label')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  marginBottom: 24,
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const Input = styled('input')({
  boxSizing: 'border-box',
  width: '100%',
  height: 36,
  padding: '0 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 400,
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
});

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
});

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Autumn campaign');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('projectName');
    if (typeof value === 'string' && value.trim()) {
      setName(value.trim());
    }
    setOpen(false);
  }

  return (
    <Row>
      <span>Project: {name}</span>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Trigger>Rename</Trigger>
        <Dialog.Portal>
          <Backdrop />
          <Popup>
            <Title render={<p />}>Rename project</Title>
            <Description>
              The new name is shown to everyone on your team.
            </Description>
            <form onSubmit={handleSubmit}>
              <Label>
                Project name
                <Input name="projectName" defaultValue={name} required />
              </Label>
              <Actions>
                <Close>Cancel</Close>
                <PrimaryButton type="submit">Save</PrimaryButton>
              </Actions>
            </form>
          </Popup>
        </Dialog.Portal>
      </Dialog.Root>
    </Row>
  );
}
