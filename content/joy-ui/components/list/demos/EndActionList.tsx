import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const initialFiles = [
  { name: 'Signed lease agreement.pdf', size: '2.4 MB', icon: <PictureAsPdfIcon /> },
  { name: 'Floor plan, level 2.png', size: '860 KB', icon: <ImageIcon /> },
  { name: 'Move-in checklist.docx', size: '48 KB', icon: <DescriptionIcon /> },
];

export default function EndActionList() {
  const [files, setFiles] = React.useState(initialFiles);
  if (files.length === 0) {
    return (
      <Button variant="soft" onClick={() => setFiles(initialFiles)}>
        Restore attachments
      </Button>
    );
  }
  return (
    <List aria-label="Attachments" sx={{ maxWidth: 360 }}>
      {files.map((file) => (
        <ListItem
          key={file.name}
          endAction={
            <IconButton
              aria-label={`Remove ${file.name}`}
              size="sm"
              color="danger"
              onClick={() => setFiles(files.filter((f) => f.name !== file.name))}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemButton>
            <ListItemDecorator>{file.icon}</ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm" noWrap>
                {file.name}
              </Typography>
              <Typography level="body-xs">{file.size}</Typography>
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
