import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft'] as const;
const folders = [
  { value: 'inbox', label: 'Inbox', text: '3 unread messages from your team.' },
  {
    value: 'drafts',
    label: 'Drafts',
    text: 'The reply to Northwind Freight is still a draft.',
  },
  { value: 'sent', label: 'Sent', text: 'Last sent yesterday at 17:42.' },
];

export default function TabListVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1}>
          <Typography level="body-xs" component="div">
            TabList variant=&quot;{variant}&quot;
          </Typography>
          <Tabs defaultValue="inbox" sx={{ bgcolor: 'transparent' }}>
            <TabList
              variant={variant}
              disableUnderline={variant !== 'plain'}
              aria-label={`Mail folders, ${variant}`}
              sx={{
                borderRadius: variant === 'plain' ? 0 : 'md',
                p: variant === 'plain' ? 0 : 0.5,
              }}
            >
              {folders.map((folder) => (
                <Tab
                  key={folder.value}
                  value={folder.value}
                  disableIndicator={variant !== 'plain'}
                >
                  {folder.label}
                </Tab>
              ))}
            </TabList>
            {folders.map((folder) => (
              <TabPanel key={folder.value} value={folder.value} sx={{ px: 0.5 }}>
                {folder.text}
              </TabPanel>
            ))}
          </Tabs>
        </Stack>
      ))}
    </Stack>
  );
}
