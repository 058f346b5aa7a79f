import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'theme-shadow-demo',
  colorSchemes: {
    // A blue-grey shadow in light mode, and a denser black one in dark mode.
    light: { shadowChannel: '24 45 76', shadowOpacity: '0.14' },
    dark: { shadowChannel: '0 0 0', shadowOpacity: '0.8' },
  },
});

export default function ThemeShadowTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', boxShadow: 'md' }}>
          <Typography level="title-md">Invoice #2041</Typography>
          <Typography level="body-sm">Due 14 July · $1,920.00</Typography>
        </Sheet>
        <Dropdown>
          <MenuButton>Export</MenuButton>
          <Menu>
            <MenuItem>PDF</MenuItem>
            <MenuItem>CSV</MenuItem>
            <MenuItem>Excel workbook</MenuItem>
          </Menu>
        </Dropdown>
        <Button variant="soft" sx={{ boxShadow: 'xs' }}>
          Mark as paid
        </Button>
      </Stack>
    </CssVarsProvider>
  );
}
