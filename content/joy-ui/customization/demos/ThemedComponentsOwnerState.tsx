import Button, { buttonClasses } from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Download from '@mui/icons-material/Download';

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'themed-components-owner-state',
  components: {
    JoyButton: {
      styleOverrides: {
        // ownerState holds the resolved props: defaults and context included.
        root: ({ ownerState, theme }) => ({
          ...(ownerState.variant === 'solid' && {
            boxShadow: theme.vars.shadow.sm,
            '&:active': { boxShadow: 'none' },
          }),
          ...(ownerState.size === 'lg' && {
            borderRadius: theme.vars.radius.xl,
            paddingInline: '1.75rem',
          }),
          ...(ownerState.variant === 'outlined' &&
            ownerState.color === 'neutral' && {
              backgroundColor: theme.vars.palette.background.surface,
            }),
          [`&:hover .${buttonClasses.endDecorator}`]: {
            transform: 'translateX(3px)',
          },
        }),
        // A slot has its own key: the span around endDecorator.
        endDecorator: {
          transition: 'transform 150ms',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          // The arrows point the way the text reads.
          '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
        },
      },
    },
  },
});

export default function ThemedComponentsOwnerState() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md' }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="lg" endDecorator={<ArrowForward />}>
            Start free trial
          </Button>
          <Button variant="outlined" color="neutral" startDecorator={<Download />}>
            Export CSV
          </Button>
          <Button variant="soft" endDecorator={<ArrowForward />}>
            View report
          </Button>
          <Button size="sm" color="success">
            Publish
          </Button>
        </Stack>
      </Sheet>
    </CssVarsProvider>
  );
}
