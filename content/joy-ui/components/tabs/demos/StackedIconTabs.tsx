import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import ExploreIcon from '@mui/icons-material/Explore';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';

const destinations = [
  {
    value: 'explore',
    label: 'Explore',
    icon: <ExploreIcon />,
    text: '12 new trails near Snowdonia.',
  },
  {
    value: 'saved',
    label: 'Saved',
    icon: <BookmarkIcon />,
    text: '5 trails saved for this summer.',
  },
  {
    value: 'profile',
    label: 'Profile',
    icon: <AccountCircleIcon />,
    text: '84 km hiked this year.',
  },
];

export default function StackedIconTabs() {
  return (
    <Tabs defaultValue="explore" sx={{ maxWidth: 400 }}>
      <TabList tabFlex={1} aria-label="Trail app sections">
        {destinations.map((item) => (
          <Tab key={item.value} value={item.value} orientation="vertical">
            <ListItemDecorator>{item.icon}</ListItemDecorator>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {destinations.map((item) => (
        <TabPanel key={item.value} value={item.value}>
          {item.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
