import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import { styled } from '@mui/system';

const Root = styled(Fieldset.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  width: 320,
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

const Row = styled('div')({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: 12,
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
});

const Control = styled(Field.Control)({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
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
});

export default function AddressFieldset() {
  return (
    <Root>
      <Legend>Shipping address</Legend>
      <FieldRoot>
        <Label>Street and number</Label>
        <Control autoComplete="shipping address-line1" />
      </FieldRoot>
      <Row>
        <FieldRoot>
          <Label>Postcode</Label>
          <Control autoComplete="shipping postal-code" />
        </FieldRoot>
        <FieldRoot>
          <Label>City</Label>
          <Control autoComplete="shipping address-level2" />
        </FieldRoot>
      </Row>
    </Root>
  );
}
