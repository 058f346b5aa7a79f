import { Field } from '@base-ui/react/field';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Stack = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
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

const Description = styled(Field.Description)(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

const ErrorMessage = styled(Field.Error)(({ theme }) => ({
  color: theme.vars.palette.error.main,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

function checkSlug(value: unknown) {
  if (typeof value === 'string' && !/^[a-z0-9-]*$/.test(value)) {
    return 'Use lowercase letters, digits and hyphens only.';
  }
  return null;
}

export default function ValidationModes() {
  return (
    <Stack>
      <Root validate={checkSlug} validationMode="onChange">
        <Label>Page slug (on change)</Label>
        <Control defaultValue="spring-sale" />
        <Description>Checked on every keystroke.</Description>
        <ErrorMessage />
      </Root>
      <Root validate={checkSlug} validationMode="onBlur">
        <Label>Page slug (on blur)</Label>
        <Control defaultValue="spring-sale" />
        <Description>Checked when focus leaves the field.</Description>
        <ErrorMessage />
      </Root>
    </Stack>
  );
}
