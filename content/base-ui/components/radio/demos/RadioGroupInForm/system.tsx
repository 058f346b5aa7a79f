import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import { Form } from '@base-ui/react/form';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

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
  gap: theme.spacing(0.75),
}));

const Group = styled(Fieldset.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  border: 0,
}));

const Legend = styled(Fieldset.Legend)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: 600,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Label = styled(Field.Label)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  '&:has([data-disabled])': { color: theme.vars.palette.text.secondary },
}));

const RadioRoot = styled(Radio.Root)(({ theme }) => ({
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  margin: 0,
  padding: 0,
  border: `2px solid ${theme.vars.palette.text.secondary}`,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  '&[data-checked]': { borderColor: theme.vars.palette.primary.main },
  '&[data-disabled]': {
    borderColor: theme.vars.palette.text.disabled,
    cursor: 'default',
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Indicator = styled(Radio.Indicator)(({ theme }) => ({
  display: 'block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: theme.vars.palette.primary.main,
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
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
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
  lineHeight: theme.typography.body2.lineHeight,
}));

const shirtSizes = [
  { value: 'S', label: 'Small' },
  { value: 'M', label: 'Medium' },
  { value: 'L', label: 'Large' },
  { value: 'XL', label: 'Extra large' },
];

export default function RadioGroupInForm() {
  const [registered, setRegistered] = React.useState('');

  return (
    <StyledForm onFormSubmit={(values) => setRegistered(String(values.shirtSize))}>
      <FieldRoot name="shirtSize">
        <Group render={<RadioGroup required />}>
          <Legend>Conference T-shirt size</Legend>
          {shirtSizes.map((size) => (
            <Field.Item key={size.value}>
              <Label>
                <RadioRoot value={size.value}>
                  <Indicator />
                </RadioRoot>
                {size.label}
              </Label>
            </Field.Item>
          ))}
        </Group>
        <ErrorMessage match="valueMissing">
          Pick a size so we can print your shirt.
        </ErrorMessage>
      </FieldRoot>
      <Button type="submit">Register</Button>
      <Status role="status">
        {registered ? `Registered, with a size ${registered} shirt.` : null}
      </Status>
    </StyledForm>
  );
}
