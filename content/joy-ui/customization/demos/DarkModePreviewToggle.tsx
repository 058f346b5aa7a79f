import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';

const theme = extendTheme({ cssVarPrefix: 'dark-mode-preview' });

// false on the server and while hydrating, true in every render after that.
const subscribe = () => () => {};
function useHydrated() {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

function ModeToggle() {
  const { mode, systemMode, colorScheme, setMode } = useColorScheme();
  const hydrated = useHydrated();
  // Until hydration ends, render what the server rendered: no mode is known there.
  const shown = (value: string | undefined) => (hydrated ? String(value) : '…');
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        aria-label="Colour mode of the preview"
        size="sm"
        disabled={!hydrated}
        value={hydrated ? mode : undefined}
        onChange={(_event, value) => value && setMode(value)}
      >
        <Button value="light">Light</Button>
        <Button value="dark">Dark</Button>
        <Button value="system">System</Button>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Object.entries({ mode, systemMode, colorScheme }).map(([name, value]) => (
          <Typography key={name} level="body-sm" fontFamily="code">
            {`${name}: ${shown(value)}`}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

export default function DarkModePreviewToggle() {
  const [preview, setPreview] = React.useState<HTMLDivElement | null>(null);
  return (
    <CssVarsProvider
      theme={theme}
      // A provider of its own, applied to the preview box instead of <html>.
      disableNestedContext
      defaultMode="system"
      modeStorageKey="dark-mode-preview-mode"
      colorSchemeStorageKey="dark-mode-preview-scheme"
      attribute="data-dark-mode-preview"
      colorSchemeSelector=".dark-mode-preview"
      colorSchemeNode={preview}
      disableTransitionOnChange
    >
      <Sheet
        ref={setPreview}
        className="dark-mode-preview"
        variant="outlined"
        sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.body' }}
      >
        <ModeToggle />
      </Sheet>
    </CssVarsProvider>
  );
}
