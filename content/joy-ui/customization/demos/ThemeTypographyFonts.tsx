import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'theme-typography-fonts',
  // System font stacks, so nothing is downloaded. With a web font, load it
  // yourself and put its name first.
  fontFamily: {
    display: 'Georgia, Cambria, "Times New Roman", serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    code: 'ui-monospace, Menlo, Consolas, monospace',
  },
});

export default function ThemeTypographyFonts() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="outlined" sx={{ p: 3, borderRadius: 'md', maxWidth: 520 }}>
        <Chip size="sm" variant="soft" color="primary">
          Engineering blog
        </Chip>
        <Typography level="h2" component="p" sx={{ mt: 1 }}>
          How we cut our build time in half
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Caching the dependency graph between runs meant that most pull requests
          rebuilt only the packages they touched. The switch took one flag:{' '}
          <Typography fontFamily="code" fontSize="sm">
            --incremental
          </Typography>
          .
        </Typography>
      </Sheet>
    </CssVarsProvider>
  );
}
