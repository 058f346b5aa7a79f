import { Field } from '@base-ui/react/field';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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
}));

const Description = styled(Field.Description)(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

export default function FieldWithDescription() {
  return (
    <Root>
      <Label>Display name</Label>
      <Control defaultValue="Grace Hopper" />
      <Description>
        Shown next to your comments and on your public profile.
      </Description>
    </Root>
  );
}
