import { Separator } from '@base-ui/react/separator';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Card = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 320,
  padding: theme.spacing(2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Title = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Text = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

const Line = styled(Separator)(({ theme }) => ({
  height: 1,
  margin: theme.spacing(1.5, 0),
  background: theme.vars.palette.divider,
}));

export default function BasicSeparator() {
  return (
    <Card>
      <Title>Shipping address</Title>
      <Text>14 Rue des Lilas, 69003 Lyon</Text>
      <Line />
      <Title>Payment method</Title>
      <Text>Visa ending in 4821</Text>
    </Card>
  );
}
