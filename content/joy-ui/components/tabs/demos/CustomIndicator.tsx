import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const views = [
  { value: 'board', label: 'Board', text: '18 cards across To do, Doing and Done.' },
  {
    value: 'timeline',
    label: 'Timeline',
    text: 'Sprint 12 runs from 3 to 14 June.',
  },
  {
    value: 'files',
    label: 'Files',
    text: '9 files, the newest uploaded this morning.',
  },
];

export default function CustomIndicator() {
  return (
    <Tabs defaultValue="board" sx={{ maxWidth: 480 }}>
      <TabList
        disableUnderline
        aria-label="Project views"
        sx={{
          '--Tab-indicatorThickness': '4px',
          '--Tab-indicatorSize': '24px',
          '--Tab-indicatorRadius': '4px 4px 0 0',
        }}
      >
        {views.map((view) => (
          <Tab
            key={view.value}
            value={view.value}
            color="primary"
            sx={{ [`&.${tabClasses.selected}`]: { bgcolor: 'transparent' } }}
          >
            {view.label}
          </Tab>
        ))}
      </TabList>
      {views.map((view) => (
        <TabPanel key={view.value} value={view.value}>
          {view.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
