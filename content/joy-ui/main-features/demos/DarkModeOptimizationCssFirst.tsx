import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled, useColorScheme } from '@mui/joy/styles';

// Every colour is a CSS variable, and the dark-only rule is a CSS selector:
// the server writes the same styles for both modes and the browser picks one.
const Panel = styled('div')(({ theme }) => [
  {
    flex: '1 1 220px',
    padding: theme.spacing(2),
    borderRadius: theme.vars.radius.md,
    border: `1px solid ${theme.vars.palette.divider}`,
    backgroundColor: theme.vars.palette.background.level1,
    boxShadow: theme.vars.shadow.sm,
  },
  theme.applyStyles('dark', {
    boxShadow: 'none',
    borderColor: theme.vars.palette.primary[700],
  }),
]);

// false on the server and while hydrating, true in every render after that.
const subscribe = () => () => {};
function useHydrated() {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

// The stored mode is only known in the browser: show a placeholder until then.
function ModeChip() {
  const { mode, systemMode } = useColorScheme();
  const hydrated = useHydrated();
  if (!hydrated) {
    return <Chip>Not known yet</Chip>;
  }
  return (
    <Chip color="primary">
      {mode === 'system' ? `system (${systemMode})` : mode}
    </Chip>
  );
}

export default function DarkModeOptimizationCssFirst() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Panel>
        <Typography level="title-md">Styled with CSS variables</Typography>
        <Typography level="body-sm">
          Right in the first frame, before any JavaScript runs.
        </Typography>
      </Panel>
      <Panel>
        <Typography level="title-md">Mode read in JavaScript</Typography>
        <Typography level="body-sm" sx={{ mb: 1 }}>
          Known only after the component has mounted.
        </Typography>
        <ModeChip />
      </Panel>
    </Stack>
  );
}
