import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'theme-typography-levels',
  typography: {
    // Only the properties given change; the rest of each level is kept.
    h3: { fontWeight: 800, letterSpacing: '-0.04em' },
    'title-sm': {
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      fontSize: '0.75rem',
    },
    'body-md': { lineHeight: 1.7 },
  },
});

export default function ThemeTypographyLevels() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="outlined" sx={{ p: 3, borderRadius: 'md', maxWidth: 520 }}>
        <Typography level="title-sm" color="primary">
          Release notes · 4.2
        </Typography>
        <Typography level="h3" component="p" sx={{ mt: 0.5 }}>
          Offline mode is here
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        <Typography>
          Drafts, comments and checklists now sync once you are back online. Edits
          made on two devices at the same time are merged line by line, and you are
          asked only when both changed the same line.
        </Typography>
      </Sheet>
    </CssVarsProvider>
  );
}
