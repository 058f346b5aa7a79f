import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import { Form } from '@base-ui/react/form';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import { styled } from '@mui/system';

const StyledForm = styled(Form)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 16,
});

const FieldRoot = styled(Field.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const Group = styled(Fieldset.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: 0,
  border: 0,
});

const Legend = styled(Fieldset.Legend)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: '1.25rem',
});

const Label = styled(Field.Label)({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  '&:has([data-disabled])': { color: 'var(--mui-palette-text-secondary)' },
});

const RadioRoot = styled(Radio.Root)({
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  margin: 0,
  padding: 0,
  border: '2px solid var(--mui-palette-text-secondary)',
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  '&[data-checked]': { borderColor: 'var(--mui-palette-primary-main)' },
  '&[data-disabled]': {
    borderColor: 'var(--mui-palette-text-disabled)',
    cursor: 'default',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Indicator = styled(Radio.Indicator)({
  display: 'block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'var(--mui-palette-primary-main)',
});

const ErrorMessage = styled(Field.Error)({
  color: 'var(--mui-palette-error-main)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
});

const Button = styled('button')({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: 16,
  border: 0,
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

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
