import * as React from 'react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import NearMeIcon from '@mui/icons-material/NearMe';
import Stack from '@mui/material/Stack';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type IconPosition = NonNullable<TabProps['iconPosition']>;

const positions: IconPosition[] = ['top', 'start', 'end', 'bottom'];

export default function IconPositionTabs() {
  const [value, setValue] = React.useState(0);
  const [position, setPosition] = React.useState<IconPosition>('start');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_event, next: IconPosition | null) => {
          if (next) setPosition(next);
        }}
        aria-label="Icon position"
      >
        {positions.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Places"
      >
        <Tab icon={<HistoryIcon />} iconPosition={position} label="Recent" />
        <Tab icon={<FavoriteIcon />} iconPosition={position} label="Saved" />
        <Tab icon={<NearMeIcon />} iconPosition={position} label="Nearby" />
      </Tabs>
    </Stack>
  );
}
