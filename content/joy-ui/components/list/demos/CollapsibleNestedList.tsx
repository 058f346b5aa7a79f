import * as React from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

const folders = [
  { name: 'Invoices', files: ['2024-Q3 Northwind.pdf', '2024-Q4 Northwind.pdf'] },
  { name: 'Contracts', files: ['Office lease 2025.pdf', 'Cleaning services.docx'] },
  { name: 'Tax returns', files: ['VAT return March.xlsx'] },
];

export default function CollapsibleNestedList() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({
    Invoices: true,
  });
  return (
    <List
      aria-label="Finance shared drive"
      sx={{ maxWidth: 320, '--List-nestedInsetStart': '2.5rem' }}
    >
      {folders.map((folder) => {
        const expanded = open[folder.name] ?? false;
        return (
          <ListItem key={folder.name} nested>
            <ListItemButton
              role="button"
              aria-expanded={expanded}
              onClick={() => setOpen({ ...open, [folder.name]: !expanded })}
            >
              <ListItemDecorator>
                {expanded ? <FolderOpenIcon /> : <FolderIcon />}
              </ListItemDecorator>
              <ListItemContent>{folder.name}</ListItemContent>
              <KeyboardArrowDownIcon
                style={{ transform: expanded ? 'rotate(180deg)' : 'none' }}
              />
            </ListItemButton>
            {expanded && (
              <List aria-label={`Files in ${folder.name}`}>
                {folder.files.map((file) => (
                  <ListItem key={file}>
                    <ListItemDecorator>
                      <DescriptionIcon />
                    </ListItemDecorator>
                    {file}
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
