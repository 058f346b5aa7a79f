import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Fieldset.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  width: 320,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
}));

const Legend = styled(Fieldset.Legend)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body1.fontSize,
  fontWeight: 600,
  lineHeight: '1.5rem',
}));

const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: theme.spacing(1.5),
}));

const FieldRoot = styled(Field.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
}));

const Label = styled(Field.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const Control = styled(Field.Control)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
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
}));

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
