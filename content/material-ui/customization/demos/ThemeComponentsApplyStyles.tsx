import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';

const components: ThemeOptions['components'] = {
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => {
        const tint = theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12);
        return {
          border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
          boxShadow: '0 2px 8px rgb(0 0 0 / 0.08)',
          // Only in dark mode: no shadow, a faint primary tint over the paper colour.
          ...theme.applyStyles('dark', {
            boxShadow: 'none',
            backgroundImage: `linear-gradient(${tint}, ${tint})`,
          }),
        };
      },
    },
  },
};

const lightTheme = createTheme({ components });
const darkTheme = createTheme({ palette: { mode: 'dark' }, components });

function PlanCard({ mode }: { mode: string }) {
  return (
    <Card sx={{ flex: 1, minWidth: 200 }}>
      <CardContent>
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'text.secondary' }}
        >
          {mode} theme
        </Typography>
        <Typography component="p" variant="h6">
          Team plan
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Ten seats, shared folders and priority support.
        </Typography>
      </CardContent>
    </Card>
  );
}

export default function ThemeComponentsApplyStyles() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* The same overrides, rendered once with each theme. */}
      <ThemeProvider theme={lightTheme}>
        <PlanCard mode="Light" />
      </ThemeProvider>
      <ThemeProvider theme={darkTheme}>
        <PlanCard mode="Dark" />
      </ThemeProvider>
    </Stack>
  );
}
