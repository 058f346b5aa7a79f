import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// One brand ramp, 50 (lightest) to 900 (darkest).
const violet = {
  50: '#F6F3FF',
  100: '#ECE5FF',
  200: '#D9CCFF',
  300: '#BBA4FB',
  400: '#9A77F2',
  500: '#6D44D4',
  600: '#5A35B6',
  700: '#452891',
  800: '#2C1A5E',
  900: '#190F36',
};

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'theme-colors-brand',
  colorSchemes: {
    light: { palette: { primary: violet } },
    dark: { palette: { primary: violet } },
  },
});

export default function ThemeColorsBrandRamp() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Alert variant="soft">
          Your workspace was renamed to “Northwind Studio”.
        </Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button>Create project</Button>
          <Button variant="soft">Import</Button>
          <Button variant="outlined">Share</Button>
          <Button variant="plain">View activity</Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
