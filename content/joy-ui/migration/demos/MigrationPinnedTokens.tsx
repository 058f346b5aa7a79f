import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

// The pins: the values the app was designed with, copied as literals
// (here the primary ramp and the radius scale of 5.0.0-beta.52's defaults).
const primary = {
  50: '#EDF5FD',
  100: '#E3EFFB',
  200: '#C7DFF7',
  300: '#97C3F0',
  400: '#4393E4',
  500: '#0B6BCB',
  600: '#185EA5',
  700: '#12467B',
  800: '#0A2744',
  900: '#051423',
};
const pins: CssVarsThemeOptions = {
  radius: { xs: '2px', sm: '6px', md: '8px', lg: '12px', xl: '16px' },
  colorSchemes: { light: { palette: { primary } }, dark: { palette: { primary } } },
};

// Made up for this demo: new defaults that a future release could ship.
const violet = {
  50: '#F7F4FE',
  100: '#EEE7FC',
  200: '#DCCEF8',
  300: '#BFA6F0',
  400: '#9B78E4',
  500: '#6C3FCF',
  600: '#5A31B0',
  700: '#44238A',
  800: '#2B1559',
  900: '#170B31',
};
const newDefaults: CssVarsThemeOptions = {
  radius: { xs: '4px', sm: '12px', md: '16px', lg: '20px', xl: '24px' },
  colorSchemes: {
    light: { palette: { primary: violet } },
    dark: { palette: { primary: violet } },
  },
};

// Each preview has its own cssVarPrefix because it runs inside the docs' Joy provider.
const themes = {
  before: {
    unpinned: extendTheme({ cssVarPrefix: 'migration-unpinned' }),
    pinned: extendTheme({ ...pins, cssVarPrefix: 'migration-pinned' }),
  },
  after: {
    unpinned: extendTheme({ ...newDefaults, cssVarPrefix: 'migration-unpinned' }),
    pinned: extendTheme({
      ...newDefaults,
      ...pins,
      cssVarPrefix: 'migration-pinned',
    }),
  },
};

function OrderCard({ title }: { title: string }) {
  return (
    <Card sx={{ flex: 1, alignItems: 'flex-start' }}>
      <Typography level="title-md" component="h3">
        {title}
      </Typography>
      <Chip color="primary">Order 10482 shipped</Chip>
      <Button>Track package</Button>
    </Card>
  );
}

export default function MigrationPinnedTokens() {
  const [upgraded, setUpgraded] = React.useState(false);
  const current = upgraded ? themes.after : themes.before;

  return (
    <Stack spacing={2}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch
          checked={upgraded}
          onChange={(event) => setUpgraded(event.target.checked)}
        />
        <FormLabel>Simulate an upgrade that changes the default theme</FormLabel>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CssVarsProvider theme={current.unpinned}>
          <OrderCard title="Default tokens" />
        </CssVarsProvider>
        <CssVarsProvider theme={current.pinned}>
          <OrderCard title="Pinned tokens" />
        </CssVarsProvider>
      </Stack>
    </Stack>
  );
}
