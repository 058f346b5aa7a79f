import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { STORE_NAME } from './data';
import LarkspurLogo from './LarkspurLogo';

export type View = 'overview' | 'orders';

export const VIEWS = [
  { id: 'overview', label: 'Overview', Icon: DashboardOutlinedIcon },
  { id: 'orders', label: 'Orders', Icon: ReceiptLongOutlinedIcon },
] as const satisfies readonly { id: View; label: string; Icon: unknown }[];

interface DashboardNavProps {
  view: View;
  onNavigate: (view: View) => void;
}

/** What both drawers hold: the store's name, the views and this week's roasting dates. */
export default function DashboardNav({ view, onNavigate }: DashboardNavProps) {
  return (
    // A landmark for the whole drawer: the store's name and the roasting note sit beside the menu.
    <Box
      component="aside"
      aria-label="Store"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          minHeight: 64,
        }}
      >
        <LarkspurLogo />
        <div>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {STORE_NAME}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Store dashboard
          </Typography>
        </div>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Dashboard" sx={{ p: 1 }}>
        <List disablePadding>
          {VIEWS.map(({ id, label, Icon }) => {
            const current = id === view;
            return (
              <ListItem key={id} disablePadding sx={{ mb: 0.5 }}>
                <ListItemButton
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => onNavigate(id)}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2.5 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Roasting this week
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Next roast: Thursday 3 July
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Wholesale orders close Tuesday at 5 PM.
        </Typography>
      </Box>
    </Box>
  );
}
