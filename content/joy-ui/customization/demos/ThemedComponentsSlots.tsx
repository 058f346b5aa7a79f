import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'themed-components-slots',
  components: {
    JoyInput: {
      styleOverrides: {
        // The <input> element inside the root.
        input: { fontVariantNumeric: 'tabular-nums' },
        startDecorator: ({ theme }) => ({
          fontSize: theme.vars.fontSize.xs,
          fontWeight: theme.vars.fontWeight.lg,
        }),
      },
    },
    JoySwitch: {
      styleOverrides: {
        // Component CSS variables can be set from the theme too.
        root: { '--Switch-trackWidth': '40px', '--Switch-thumbSize': '16px' },
        thumb: ({ ownerState, theme }) => ({
          boxShadow: ownerState.checked ? 'none' : theme.vars.shadow.sm,
        }),
      },
    },
  },
});

export default function ThemedComponentsSlots() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 400 }}>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel>Minimum payout</FormLabel>
            <Input startDecorator="USD" defaultValue="250.00" />
            <FormHelperText>Balances under this amount roll over.</FormHelperText>
          </FormControl>
          <FormControl
            orientation="horizontal"
            sx={{ justifyContent: 'space-between' }}
          >
            <FormLabel>Instant payouts</FormLabel>
            <Switch defaultChecked />
          </FormControl>
          <FormControl
            orientation="horizontal"
            sx={{ justifyContent: 'space-between' }}
          >
            <FormLabel>Weekly statement by email</FormLabel>
            <Switch />
          </FormControl>
        </Stack>
      </Sheet>
    </CssVarsProvider>
  );
}
