'use client';
import * as React from 'react';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { COMPARED_WITH, PERIOD_LABEL, STORE_NAME, orders } from './data';
import DashboardNav, { VIEWS, type View } from './DashboardNav';
import { formatDate, formatDay } from './format';
import LarkspurLogo from './LarkspurLogo';
import OrdersView from './OrdersView';
import OverviewView from './OverviewView';

const DRAWER_WIDTH = 260;

const SUBTITLES: Record<View, string> = {
  overview: `${PERIOD_LABEL}, compared with ${COMPARED_WITH}.`,
  orders: `Orders placed from ${formatDay(orders[orders.length - 1]?.placedAt ?? '')} to ${formatDate(orders[0]?.placedAt ?? '')}, newest first.`,
};

export default function Dashboard() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const [view, setView] = React.useState<View>('overview');
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const focusHeadingNext = React.useRef(false);
  const drawerId = React.useId();

  // After switching views, move focus to the new view's heading so keyboard and screen reader
  // users start reading there instead of back at the menu.
  React.useEffect(() => {
    if (!focusHeadingNext.current) return;
    focusHeadingNext.current = false;
    headingRef.current?.focus();
  }, [view]);

  const navigate = (next: View) => {
    setMobileOpen(false);
    if (next === view) return;
    focusHeadingNext.current = true;
    setView(next);
  };

  const nav = <DashboardNav view={view} onNavigate={navigate} />;
  const title = VIEWS.find((item) => item.id === view)?.label ?? '';

  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
      <Drawer
        variant="temporary"
        open={mobileOpen && !isDesktop}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{
          paper: {
            id: drawerId,
            'aria-label': 'Navigation',
            sx: { width: DRAWER_WIDTH, maxWidth: '85vw' },
          },
        }}
      >
        {nav}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
        }}
        slotProps={{
          paper: {
            sx: {
              width: '100%',
              position: 'sticky',
              top: 0,
              height: 'auto',
              maxHeight: '100vh',
              borderRight: 0,
            },
          },
        }}
      >
        {nav}
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          elevation={0}
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Toolbar sx={{ gap: 1.5 }}>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              aria-expanded={mobileOpen}
              aria-controls={mobileOpen ? drawerId : undefined}
              onClick={() => setMobileOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Box
              sx={{
                display: { xs: 'flex', md: 'none' },
                alignItems: 'center',
                gap: 1,
                minWidth: 0,
              }}
            >
              <LarkspurLogo size={24} />
              <Typography noWrap sx={{ fontWeight: 700 }}>
                {STORE_NAME}
              </Typography>
            </Box>
            <Chip
              icon={<CalendarMonthOutlinedIcon />}
              label={PERIOD_LABEL}
              variant="outlined"
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, ml: 'auto' }}
            />
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                ml: { xs: 'auto', sm: 0 },
              }}
            >
              <Avatar
                src="/static/images/avatars/elena.svg"
                alt="Elena Marsh"
                sx={{ width: 32, height: 32 }}
              />
              <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 500, lineHeight: 1.3 }}
                >
                  Elena Marsh
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Owner
                </Typography>
              </Box>
            </Box>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: 3 }}>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {SUBTITLES[view]}
          </Typography>
          {view === 'overview' ? (
            <OverviewView onViewOrders={() => navigate('orders')} />
          ) : (
            <OrdersView />
          )}
        </Box>
        <Box
          component="footer"
          sx={{ px: { xs: 2, sm: 3 }, py: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" color="text.secondary">
            {STORE_NAME} Roasters · Portland, Oregon · Times are shown in UTC.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
