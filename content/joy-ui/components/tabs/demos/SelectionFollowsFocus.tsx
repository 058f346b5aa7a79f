import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const specs = [
  {
    value: 'description',
    label: 'Description',
    text: 'A 2-person tent that packs down to the size of a water bottle.',
  },
  {
    value: 'materials',
    label: 'Materials',
    text: 'Ripstop nylon fly, aluminium poles, recycled mesh.',
  },
  {
    value: 'delivery',
    label: 'Delivery',
    text: 'Free delivery in 2 working days, free returns for 30 days.',
  },
];

export default function SelectionFollowsFocus() {
  return (
    <Tabs selectionFollowsFocus defaultValue="description" sx={{ maxWidth: 480 }}>
      <TabList aria-label="Trail Lite 2 tent">
        {specs.map((spec) => (
          <Tab key={spec.value} value={spec.value}>
            {spec.label}
          </Tab>
        ))}
      </TabList>
      {specs.map((spec) => (
        <TabPanel key={spec.value} value={spec.value}>
          {spec.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
