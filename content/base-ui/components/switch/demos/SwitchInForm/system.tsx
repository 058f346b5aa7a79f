import * as React from 'react';
import { Switch } from '@base-ui/react/switch';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  color: theme.vars.palette.text.primary,
}));

const Root = styled(Switch.Root)(({ theme }) => ({
  position: 'relative',
  width: 40,
  height: 24,
  padding: 2,
  borderRadius: 12,
  background: theme.vars.palette.grey[400],
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-checked]': { background: theme.vars.palette.primary.main },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Thumb = styled(Switch.Thumb)(({ theme }) => ({
  display: 'block',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: theme.vars.palette.common.white,
  boxShadow: theme.vars.shadows[1],
  transition: theme.transitions.create('translate', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-checked]': { translate: '16px 0' },
  '[dir="rtl"] &[data-checked]': { translate: '-16px 0' },
}));

const SaveButton = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.75, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
}));

const Result = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

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
