import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const categories = [
  'New in',
  'Women',
  'Men',
  'Kids',
  'Shoes',
  'Bags',
  'Accessories',
  'Sportswear',
  'Beauty',
  'Home',
  'Gifts',
  'Sale',
];

export default function ScrollableTabs() {
  return (
    <Tabs defaultValue="New in" sx={{ maxWidth: 400 }}>
      <TabList
        aria-label="Shop departments"
        sx={{
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          // Draw the focus outline inside each tab, where the scroll box can't clip it.
          '--focus-outline-offset': '-2px',
        }}
      >
        {categories.map((category) => (
          <Tab
            key={category}
            value={category}
            sx={{ flex: 'none', scrollSnapAlign: 'start' }}
          >
            {category}
          </Tab>
        ))}
      </TabList>
      {categories.map((category) => (
        <TabPanel key={category} value={category}>
          {category}: best sellers first, 24 products per page.
        </TabPanel>
      ))}
    </Tabs>
  );
}
