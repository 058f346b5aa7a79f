import { Toggle } from '@base-ui/react/toggle';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Row = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const StarToggle = styled(Toggle)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-pressed]': { color: theme.vars.palette.primary.main },
  '&[data-pressed] svg': { fill: 'currentColor' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const StarIcon = styled('svg')({
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});

export default function BasicToggle() {
  return (
    <Row>
      Kyoto travel guide
      <StarToggle aria-label="Favourite">
        <StarIcon viewBox="0 0 24 24" aria-hidden="true">
          <polygon points="12 3 14.4 9.3 21 9.6 15.8 13.7 17.6 20.2 12 16.5 6.4 20.2 8.2 13.7 3 9.6 9.6 9.3" />
        </StarIcon>
      </StarToggle>
    </Row>
  );
}
