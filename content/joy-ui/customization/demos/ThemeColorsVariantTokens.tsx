import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { createGetCssVar, CssVarsProvider, extendTheme } from '@mui/joy/styles';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';

// Only needed because this demo runs inside the docs' own Joy provider.
const cssVarPrefix = 'theme-colors-tokens';
// Builds `var(--theme-colors-tokens-palette-warning-300)`; with the default prefix: `var(--joy-…)`.
const getCssVar = createGetCssVar(cssVarPrefix);

// A light yellow surface with dark text, instead of the default dark amber with white text.
const warningSolid = {
  solidBg: getCssVar('palette-warning-300'),
  solidHoverBg: getCssVar('palette-warning-400'),
  solidActiveBg: getCssVar('palette-warning-400'),
  solidColor: getCssVar('palette-warning-900'),
};

const theme = extendTheme({
  cssVarPrefix,
  colorSchemes: {
    light: { palette: { warning: warningSolid } },
    dark: { palette: { warning: warningSolid } },
  },
});

export default function ThemeColorsVariantTokens() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <Typography
          level="body-sm"
          startDecorator={
            <Chip variant="solid" color="warning" component="span">
              Trial
            </Chip>
          }
        >
          Your trial of the Team plan ends in 3 days.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button color="warning" startDecorator={<WarningAmberRounded />}>
            Upgrade now
          </Button>
          <Button color="warning" variant="soft">
            Remind me later
          </Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
