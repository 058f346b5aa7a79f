import { styled } from '@mui/material/styles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

// `theme.vars` holds var() references; `?? theme` keeps the card working
// under a theme created without cssVariables.
const StorageCard = styled('section')(({ theme }) => {
  const tokens = theme.vars ?? theme;
  return [
    {
      maxWidth: 360,
      padding: theme.spacing(2),
      borderRadius: tokens.shape.borderRadius,
      border: `1px solid ${tokens.palette.divider}`,
      backgroundColor: theme.alpha(tokens.palette.primary.main, 0.06),
    },
    // Applies only while the dark colour scheme is active.
    theme.applyStyles('dark', {
      backgroundColor: theme.alpha(tokens.palette.primary.main, 0.16),
    }),
  ];
});

export default function CssVariablesStyledCard() {
  return (
    <StorageCard aria-label="Storage">
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Team plan
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        38 GB of 50 GB used
      </Typography>
      <LinearProgress
        variant="determinate"
        value={76}
        aria-label="Storage used"
        sx={(theme) => ({
          height: 8,
          borderRadius: 4,
          backgroundColor: (theme.vars ?? theme).palette.action.hover,
        })}
      />
    </StorageCard>
  );
}
