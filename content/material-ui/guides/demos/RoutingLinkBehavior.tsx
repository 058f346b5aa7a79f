import * as React from 'react';
import NextLink from 'next/link';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

type LinkBehaviorProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

// Pages of the app go through the router; other sites get a plain <a>.
function LinkBehavior({ href, ...other }: LinkBehaviorProps) {
  if (/^https?:\/\//.test(href)) {
    return <a href={href} {...other} />;
  }
  return <NextLink href={href} {...other} />;
}

export default function RoutingLinkBehavior() {
  // Follow the page's light or dark mode; an app creates this theme once, at its root.
  const { mode, systemMode } = useColorScheme();
  const paletteMode = (mode === 'system' ? systemMode : mode) ?? 'light';
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode: paletteMode },
        components: {
          MuiLink: { defaultProps: { component: LinkBehavior } },
          MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
        },
      }),
    [paletteMode],
  );

  return (
    <ThemeProvider theme={theme}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Link href="#lists-and-tabs-as-navigation">Lists and tabs</Link>
        <Button variant="outlined" href="#setting-the-router-link-once-in-the-theme">
          Theme defaults
        </Button>
        <Link href="https://nextjs.org/docs/app/api-reference/components/link">
          next/link reference
        </Link>
      </Stack>
    </ThemeProvider>
  );
}
