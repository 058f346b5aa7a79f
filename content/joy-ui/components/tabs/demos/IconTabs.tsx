import Chip from '@mui/joy/Chip';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import DescriptionIcon from '@mui/icons-material/Description';
import ForumIcon from '@mui/icons-material/Forum';
import TimelineIcon from '@mui/icons-material/Timeline';

export default function IconTabs() {
  return (
    <Tabs defaultValue="details" sx={{ maxWidth: 520 }}>
      <TabList aria-label="Support ticket #4821">
        <Tab value="details">
          <ListItemDecorator>
            <DescriptionIcon />
          </ListItemDecorator>
          Details
        </Tab>
        <Tab value="comments">
          <ListItemDecorator>
            <ForumIcon />
          </ListItemDecorator>
          Comments
          <Chip component="span" size="sm" variant="soft" color="primary">
            4
          </Chip>
        </Tab>
        <Tab value="history">
          <ListItemDecorator>
            <TimelineIcon />
          </ListItemDecorator>
          History
        </Tab>
      </TabList>
      <TabPanel value="details">
        Printer on floor 3 jams on double-sided jobs.
      </TabPanel>
      <TabPanel value="comments">
        Latest: “Replaced the fuser, testing now.”
      </TabPanel>
      <TabPanel value="history">
        Opened Monday 09:14, assigned to Facilities.
      </TabPanel>
    </Tabs>
  );
}
