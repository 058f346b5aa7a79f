import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Panel = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    color: palette.primary.contrastText,
    backgroundColor: palette.primary.main,
    // Windows narrower than md.
    [theme.breakpoints.down('md')]: {
      textAlign: 'center',
    },
    // md and wider.
    [theme.breakpoints.up('md')]: {
      color: palette.secondary.contrastText,
      backgroundColor: palette.secondary.main,
    },
    // lg and wider: this rule comes last, so it wins over the one above.
    [theme.breakpoints.up('lg')]: {
      color: palette.success.contrastText,
      backgroundColor: palette.success.main,
    },
  };
});

export default function BreakpointsUp() {
  return (
    <Panel>
      <Typography variant="body2">
        Resize the window. Below md this panel is primary and centred, from md it
        turns secondary, and from lg success.
      </Typography>
    </Panel>
  );
}
