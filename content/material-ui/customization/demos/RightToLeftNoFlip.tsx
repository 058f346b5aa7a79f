import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// A key of its own: two caches sharing a key would fight over their style elements.
const rtlCache = createCache({
  key: 'muirtl-noflip',
  stylisPlugins: [prefixer, rtlPlugin],
});

// Flipped by the plugin: the border and padding move to the right.
const FlippedNote = styled('p')`
  margin: 0;
  padding-left: 12px;
  border-left: 4px solid ${({ theme }) => (theme.vars ?? theme).palette.primary.main};
`;

// `/* @noflip */` keeps the declaration right after it exactly as written.
const PinnedNote = styled('p')`
  margin: 0;
  /* @noflip */
  padding-left: 12px;
  /* @noflip */
  border-left: 4px solid
    ${({ theme }) => (theme.vars ?? theme).palette.secondary.main};
`;

export default function RightToLeftNoFlip() {
  return (
    <CacheProvider value={rtlCache}>
      <Stack dir="rtl" spacing={2} sx={{ typography: 'body1' }}>
        <FlippedNote>Flipped: the bar follows the reading direction.</FlippedNote>
        <PinnedNote>@noflip: the bar stays on the left.</PinnedNote>
      </Stack>
    </CacheProvider>
  );
}
