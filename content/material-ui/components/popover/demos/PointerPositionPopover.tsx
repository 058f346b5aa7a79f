import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover, { type PopoverPosition } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';

const files = [
  { name: 'Quarterly report.pdf', details: '2.4 MB, edited 12 May by Finance' },
  { name: 'Launch plan.docx', details: '310 KB, edited 3 June by Marketing' },
  { name: 'Headcount 2025.xlsx', details: '88 KB, edited 28 April by People' },
];

export default function PointerPositionPopover() {
  const [selected, setSelected] = React.useState(0);
  const [open, setOpen] = React.useState(false);
  const [shown, setShown] = React.useState(0);
  const [position, setPosition] = React.useState<PopoverPosition>({
    top: 0,
    left: 0,
  });

  const handleContextMenu = (
    event: React.MouseEvent<HTMLElement>,
    index: number,
  ) => {
    event.preventDefault();
    // The context-menu key (or Shift+F10) has no pointer position: use the item.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setPosition({
      top: fromKeyboard ? rect.bottom : event.clientY,
      left: fromKeyboard ? rect.left : event.clientX,
    });
    setShown(index);
    setOpen(true);
  };

  return (
    <div>
      <List aria-label="Shared files" sx={{ maxWidth: 360 }}>
        {files.map((file, index) => (
          <ListItem key={file.name} disablePadding>
            <ListItemButton
              selected={selected === index}
              onClick={() => setSelected(index)}
              onContextMenu={(event) => handleContextMenu(event, index)}
            >
              <ListItemIcon>
                <DescriptionIcon />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary="Right-click for details"
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        anchorReference="anchorPosition"
        anchorPosition={position}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'File details', sx: { p: 2 } },
        }}
      >
        <Typography variant="subtitle2">{files[shown]?.name}</Typography>
        <Typography variant="body2">{files[shown]?.details}</Typography>
      </Popover>
    </div>
  );
}
