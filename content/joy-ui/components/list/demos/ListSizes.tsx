import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {sizes.map((size) => (
        <Sheet
          key={size}
          variant="outlined"
          sx={{ borderRadius: 'sm', minWidth: 180 }}
        >
          <Typography
            id={`list-size-${size}`}
            level="body-xs"
            sx={{ px: 1.5, pt: 1 }}
          >
            size=&quot;{size}&quot;
          </Typography>
          <List size={size} aria-labelledby={`list-size-${size}`}>
            <ListItem>
              <ListItemDecorator>
                <FolderIcon />
              </ListItemDecorator>
              Contracts
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <ImageIcon />
              </ListItemDecorator>
              Site photos
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <DescriptionIcon />
              </ListItemDecorator>
              Meeting notes
            </ListItem>
          </List>
        </Sheet>
      ))}
    </Stack>
  );
}
