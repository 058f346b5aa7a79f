import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const StyledForm = styled(Form)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
}));

const Root = styled(Field.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  width: 256,
}));

const Label = styled(Field.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const Control = styled(Field.Control)(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(1.25),
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
  '&[data-invalid]': { borderColor: theme.vars.palette.error.main },
}));

const ErrorMessage = styled(Field.Error)(({ theme }) => ({
  color: theme.vars.palette.error.main,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

const Button = styled('button')(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

function matchesPassword(value: unknown, values: Record<string, unknown>) {
  return value === values.newPassword ? null : 'The two passwords are different.';
}

export default function CrossFieldValidation() {
  const [changed, setChanged] = React.useState(false);
  const actionsRef = React.useRef<Form.Actions>(null);
  // Checking an empty confirmation would report it as missing too early.
  const confirmTyped = React.useRef(false);

  return (
    <StyledForm actionsRef={actionsRef} onFormSubmit={() => setChanged(true)}>
      <Root name="newPassword">
        <Label>New password</Label>
        <Control
          type="password"
          required
          minLength={8}
          onValueChange={() => {
            // The confirmation is only checked when its own value changes.
            if (confirmTyped.current) {
              actionsRef.current?.validate('confirmPassword');
            }
          }}
          autoComplete="new-password"
        />
        <ErrorMessage match="valueMissing">Choose a new password.</ErrorMessage>
        <ErrorMessage match="tooShort">Use at least 8 characters.</ErrorMessage>
      </Root>
      <Root name="confirmPassword" validate={matchesPassword}>
        <Label>Repeat new password</Label>
        <Control
          type="password"
          required
          autoComplete="new-password"
          onValueChange={() => {
            confirmTyped.current = true;
          }}
        />
        <ErrorMessage match="valueMissing">
          Type the new password again.
        </ErrorMessage>
        <ErrorMessage match="customError" />
      </Root>
      <Button type="submit">Change password</Button>
      <Status role="status">
        {changed ? 'Your password has been changed.' : null}
      </Status>
    </StyledForm>
  );
}
