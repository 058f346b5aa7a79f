import * as React from 'react';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import QuestionAnswerRounded from '@mui/icons-material/QuestionAnswerRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { MANAGER, NAV_LINKS, type NavId } from './data';
import StoreMark from './StoreMark';

/** The id of the dashboard's main region, where every view of the navigation shows. */
export const CONTENT_ID = 'dashboard-content';

const ICONS: Record<NavId, React.ReactNode> = {
  overview: <DashboardRounded />,
  orders: <ShoppingCartRounded />,
  products: <Inventory2Rounded />,
  customers: <PeopleRounded />,
  messages: <QuestionAnswerRounded />,
  settings: <SettingsRounded />,
};

interface SidebarNavProps {
  current: NavId;
  onNavigate: (id: NavId) => void;
}

/** The shop's name, its destinations and who is signed in: the same in the sidebar and the drawer. */
export default function SidebarNav({ current, onNavigate }: SidebarNavProps) {
  return (
    // One landmark for the whole sidebar, so the shop's name and the signed-in person are inside it too.
    <Box
      component="nav"
      aria-label="Store"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, p: 2 }}
    >
      <StoreMark />
      <Box sx={{ flex: 1 }}>
        <List size="sm" sx={{ '--ListItem-radius': '8px', '--List-gap': '4px' }}>
          {NAV_LINKS.map((link) => {
            const selected = link.id === current;
            return (
              <ListItem key={link.id}>
                <ListItemButton
                  component="a"
                  // Every view shows in the same main region, so each link points there.
                  href={`#${CONTENT_ID}`}
                  selected={selected}
                  color={selected ? 'primary' : 'neutral'}
                  variant={selected ? 'soft' : 'plain'}
                  aria-current={selected ? 'page' : undefined}
                  onClick={(event: React.MouseEvent) => {
                    // The template is one page: the choice is kept in state, not in the address.
                    event.preventDefault();
                    onNavigate(link.id);
                  }}
                >
                  <ListItemDecorator>{ICONS[link.id]}</ListItemDecorator>
                  <ListItemContent>{link.label}</ListItemContent>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={MANAGER.avatar} alt="" size="sm" />
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-sm">{MANAGER.name}</Typography>
          <Typography level="body-xs">{MANAGER.role}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
