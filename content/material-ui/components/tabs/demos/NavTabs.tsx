import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const pages = [
  { label: 'Box', href: '/material-ui/react-box' },
  { label: 'Container', href: '/material-ui/react-container' },
  { label: 'Stack', href: '/material-ui/react-stack' },
];

// A plain left click stays in this demo; Ctrl, Cmd, Shift or a middle click
// still open the link as the browser normally would.
function isPlainClick(event: React.MouseEvent) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey
  );
}

export default function NavTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box component="nav" aria-label="Layout components" sx={{ width: '100%' }}>
      <Tabs value={value} aria-label="Layout components">
        {pages.map((page, index) => (
          <Tab
            key={page.href}
            component="a"
            href={page.href}
            label={page.label}
            aria-current={value === index ? 'page' : undefined}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              if (isPlainClick(event)) {
                // In an app, your router would navigate here instead.
                event.preventDefault();
                setValue(index);
              }
            }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
