import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'themed-components-defaults',
  components: {
    // Inside a FormControl, fields take their size from it, so size goes here.
    JoyFormControl: {
      defaultProps: { size: 'sm' },
    },
    JoyInput: {
      defaultProps: { variant: 'soft' },
    },
    JoyButton: {
      defaultProps: { size: 'sm' },
      styleOverrides: { root: { borderRadius: '999px' } },
    },
    JoyFormLabel: {
      styleOverrides: {
        root: ({ theme }) => ({
          fontSize: theme.vars.fontSize.xs,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
        }),
      },
    },
  },
});

export default function ThemedComponentsDefaults() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 400 }}>
        <Stack spacing={1.5}>
          <FormControl>
            <FormLabel>Workspace name</FormLabel>
            <Input defaultValue="Northwind Logistics" />
          </FormControl>
          <FormControl>
            <FormLabel>Billing email</FormLabel>
            {/* Props on the instance win over the theme's defaultProps. */}
            <Input
              variant="outlined"
              type="email"
              defaultValue="finance@northwind.example"
            />
            <FormHelperText>Invoices are sent to this address.</FormHelperText>
          </FormControl>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="plain" color="neutral">
              Cancel
            </Button>
            <Button>Save changes</Button>
          </Stack>
        </Stack>
      </Sheet>
    </CssVarsProvider>
  );
}
