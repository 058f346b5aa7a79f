import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import { styled } from '@mui/system';

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: 320,
});

const CheckboxLabel = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const CheckboxRoot = styled(Checkbox.Root)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: '2px solid var(--mui-palette-text-secondary)',
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-primary-contrastText)',
  cursor: 'pointer',
  '&[data-checked]': {
    borderColor: 'var(--mui-palette-primary-main)',
    background: 'var(--mui-palette-primary-main)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Root = styled(Fieldset.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

const Legend = styled(Fieldset.Legend)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: '1.5rem',
});

const FieldRoot = styled(Field.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});

const Label = styled(Field.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
  '&[data-disabled]': { color: 'var(--mui-palette-text-secondary)' },
});

const Control = styled(Field.Control)({
  boxSizing: 'border-box',
  width: '100%',
  height: 36,
  margin: 0,
  paddingInline: 10,
  border: '1px solid var(--mui-palette-grey-400)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
  '&[data-disabled]': {
    background: 'var(--mui-palette-action-hover)',
    color: 'var(--mui-palette-text-secondary)',
  },
});

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function DisabledFieldset() {
  const [sameAsShipping, setSameAsShipping] = React.useState(true);

  return (
    <Stack>
      <CheckboxLabel>
        <CheckboxRoot checked={sameAsShipping} onCheckedChange={setSameAsShipping}>
          <Checkbox.Indicator style={{ display: 'flex' }}>
            <CheckIcon />
          </Checkbox.Indicator>
        </CheckboxRoot>
        Bill to my shipping address
      </CheckboxLabel>
      <Root disabled={sameAsShipping}>
        <Legend>Billing address</Legend>
        <FieldRoot>
          <Label>Street and number</Label>
          <Control autoComplete="billing address-line1" />
        </FieldRoot>
        <FieldRoot>
          <Label>City</Label>
          <Control autoComplete="billing address-level2" />
        </FieldRoot>
      </Root>
    </Stack>
  );
}
