import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'approaches-theme',
  // Tokens: every component that reads a radius follows.
  radius: { sm: '2px', md: '4px', lg: '6px' },
  components: {
    // Every Button and Chip under the provider.
    JoyButton: {
      defaultProps: { size: 'sm' },
      styleOverrides: {
        root: { textTransform: 'uppercase', letterSpacing: '0.04em' },
      },
    },
    JoyChip: {
      styleOverrides: {
        root: ({ ownerState }) => ({
          ...(ownerState.variant === 'soft' && { fontWeight: 600 }),
        }),
      },
    },
  },
});

export default function ApproachesTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 360 }}>
        <Stack spacing={1.5}>
          <FormControl>
            <FormLabel>Invite by email</FormLabel>
            <Input placeholder="name@company.com" type="email" />
          </FormControl>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip variant="soft" color="success">
              12 seats left
            </Chip>
            <Button sx={{ marginInlineStart: 'auto' }}>Send invite</Button>
          </Stack>
        </Stack>
      </Sheet>
    </CssVarsProvider>
  );
}
