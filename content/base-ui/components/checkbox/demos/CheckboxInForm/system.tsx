import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
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

const FieldRoot = styled(Field.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
}));

const Label = styled(Field.Label)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Box = styled(Checkbox.Root)(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: `2px solid ${theme.vars.palette.text.secondary}`,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.primary.contrastText,
  cursor: 'pointer',
  '&[data-checked], &[data-indeterminate]': {
    borderColor: theme.vars.palette.primary.main,
    background: theme.vars.palette.primary.main,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Indicator = styled(Checkbox.Indicator)({ display: 'flex' });

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

const Result = styled('pre')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 256,
  margin: 0,
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.action.hover,
  color: theme.vars.palette.text.primary,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
  whiteSpace: 'pre-wrap',
}));

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function CheckboxInForm() {
  const [submitted, setSubmitted] = React.useState<Record<string, unknown> | null>(
    null,
  );

  return (
    <StyledForm onFormSubmit={(values) => setSubmitted(values)}>
      <FieldRoot name="terms">
        <Label>
          <Box required>
            <Indicator>
              <CheckIcon />
            </Indicator>
          </Box>
          I accept the terms of service
        </Label>
        <ErrorMessage match="valueMissing">
          Accept the terms to create your account.
        </ErrorMessage>
      </FieldRoot>
      <FieldRoot name="newsletter">
        <Label>
          <Box defaultChecked>
            <Indicator>
              <CheckIcon />
            </Indicator>
          </Box>
          Send me the monthly newsletter
        </Label>
      </FieldRoot>
      <Button type="submit">Create account</Button>
      <Result role="status">
        {submitted ? JSON.stringify(submitted, null, 2) : 'Nothing sent yet.'}
      </Result>
    </StyledForm>
  );
}
