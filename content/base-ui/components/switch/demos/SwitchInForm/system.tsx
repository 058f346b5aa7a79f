import * as React from 'react';
import { Switch } from '@base-ui/react/switch';
import { styled } from '@mui/system';

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  color: 'var(--mui-palette-text-primary)',
});

const Root = styled(Switch.Root)({
  position: 'relative',
  width: 40,
  height: 24,
  padding: 2,
  borderRadius: 12,
  background: 'var(--mui-palette-grey-400)',
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&[data-checked]': { background: 'var(--mui-palette-primary-main)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Thumb = styled(Switch.Thumb)({
  display: 'block',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: '#fff',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
  transition: 'translate 150ms',
  '&[data-checked]': { translate: '16px 0' },
  '[dir="rtl"] &[data-checked]': { translate: '-16px 0' },
});

const SaveButton = styled('button')({
  margin: 0,
  padding: '6px 12px',
  border: 0,
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  fontWeight: 500,
  cursor: 'pointer',
});

const Result = styled('div')({ color: 'var(--mui-palette-text-secondary)' });

export default function SwitchInForm() {
  const [submitted, setSubmitted] = React.useState('');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget).entries()];
    setSubmitted(
      entries.map(([name, value]) => `${name}=${String(value)}`).join(', '),
    );
  }

  return (
    <Form onSubmit={handleSubmit}>
      <Label>
        <Root name="weeklyDigest" uncheckedValue="off" defaultChecked>
          <Thumb />
        </Root>
        Weekly digest
      </Label>
      <Label>
        <Root name="productNews" uncheckedValue="off">
          <Thumb />
        </Root>
        Product announcements
      </Label>
      <SaveButton type="submit">Save preferences</SaveButton>
      <Result aria-live="polite">{submitted && `Submitted: ${submitted}`}</Result>
    </Form>
  );
}
