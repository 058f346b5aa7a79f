'use client';
import * as React from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import { NAV_LINKS, type NavId } from './data';
import OrdersPage from './OrdersPage';
import OtherPage from './OtherPage';
import SidebarNav, { CONTENT_ID } from './SidebarNav';
import StoreMark from './StoreMark';

const SIDEBAR_WIDTH = 248;

export default function OrderDashboard() {
  const theme = useTheme();
  const [current, setCurrent] = React.useState<NavId>('orders');
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const focusHeading = React.useRef(false);
  const drawerId = React.useId();

  // The drawer is for phones: close it when the window grows to the permanent sidebar's width.
  React.useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.values.md}px)`);
    const close = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [theme.breakpoints.values.md]);

  // After a new page is chosen, start reading at its heading rather than back in the navigation.
  React.useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [current]);

  const navigate = (id: NavId) => {
    setDrawerOpen(false);
    if (id === current) return;
    focusHeading.current = true;
    setCurrent(id);
  };

  const title = NAV_LINKS.find((link) => link.id === current)?.label ?? '';

  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
      <Sheet
        sx={{
          display: { xs: 'none', md: 'flex' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100dvh',
          overflowY: 'auto',
          borderInlineEnd: '1px solid',
          borderColor: 'divider',
        }}
      >
        <SidebarNav current={current} onNavigate={navigate} />
      </Sheet>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size="sm"
        slotProps={{
          content: {
            id: drawerId,
            // Named here rather than by a DialogTitle, so the dialog's label never points at a missing id.
            'aria-label': 'Navigation',
            'aria-labelledby': undefined,
            'aria-describedby': undefined,
            sx: { width: 'min(280px, 85vw)' },
          },
        }}
      >
        <ModalClose aria-label="Close navigation" />
        <SidebarNav current={current} onNavigate={navigate} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Sheet
          component="header"
          sx={{
            display: { xs: 'flex', md: 'none' },
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 1,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <IconButton
            variant="outlined"
            color="neutral"
            size="sm"
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <StoreMark />
        </Sheet>
        <Box
          component="main"
          id={CONTENT_ID}
          sx={{
            flex: 1,
            minWidth: 0,
            px: { xs: 2, sm: 3, lg: 4 },
            py: { xs: 2, sm: 3 },
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          <Typography
            ref={headingRef}
            tabIndex={-1}
            level="h2"
            component="h1"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          {current === 'orders' ? (
            <OrdersPage />
          ) : (
            <OtherPage label={title} onBack={() => navigate('orders')} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
