import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';

export default function SwitchList() {
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({
    wifi: true,
    bluetooth: false,
  });

  const handleChange =
    (key: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
      setEnabled((current) => ({ ...current, [key]: event.target.checked }));
    };

  return (
    <List
      sx={{ width: '100%', maxWidth: 360 }}
      subheader={<ListSubheader>Connections</ListSubheader>}
    >
      <ListItem
        secondaryAction={
          <Switch
            edge="end"
            checked={enabled.wifi}
            onChange={handleChange('wifi')}
            slotProps={{ input: { 'aria-labelledby': 'switch-list-wifi' } }}
          />
        }
      >
        <ListItemIcon>
          <WifiIcon />
        </ListItemIcon>
        <ListItemText id="switch-list-wifi" primary="Wi-Fi" />
      </ListItem>
      <ListItem
        secondaryAction={
          <Switch
            edge="end"
            checked={enabled.bluetooth}
            onChange={handleChange('bluetooth')}
            slotProps={{ input: { 'aria-labelledby': 'switch-list-bluetooth' } }}
          />
        }
      >
        <ListItemIcon>
          <BluetoothIcon />
        </ListItemIcon>
        <ListItemText id="switch-list-bluetooth" primary="Bluetooth" />
      </ListItem>
    </List>
  );
}
