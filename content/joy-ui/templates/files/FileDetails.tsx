import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import FileIcon from './FileIcon';
import { formatModified, formatSize, typeFromName, type FileItem } from './files';
import PersonChip from './PersonChip';

interface FileDetailsProps {
  file: FileItem | null;
  /** Id of the heading, which names the panel or drawer around it. */
  headingId: string;
}

/** The chosen file: a preview, its name, and its type, size, date, owner and who it is shared with. */
export default function FileDetails({ file, headingId }: FileDetailsProps) {
  if (file === null) {
    return (
      <>
        <Typography id={headingId} level="title-lg" component="h2">
          No file chosen
        </Typography>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          Choose a file to see its details.
        </Typography>
      </>
    );
  }
  const type = typeFromName(file.name);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AspectRatio ratio="4/3" variant="soft" sx={{ borderRadius: 'sm' }}>
        {file.preview ? (
          <img
            src={file.preview.src}
            alt={file.preview.alt}
            width={640}
            height={480}
          />
        ) : (
          <div>
            <FileIcon type={type} size="lg" />
          </div>
        )}
      </AspectRatio>
      <Typography
        id={headingId}
        level="title-lg"
        component="h2"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {file.name}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 1.25,
          m: 0,
          fontSize: 'sm',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, color: 'text.primary', minWidth: 0 },
        }}
      >
        <dt>Type</dt>
        <dd>{type}</dd>
        <dt>Size</dt>
        <dd>{formatSize(file.size)}</dd>
        <dt>Modified</dt>
        <dd>{formatModified(file.modifiedAt)}</dd>
        <dt>Owner</dt>
        <dd>
          <PersonChip person={file.owner} />
        </dd>
        <dt>Shared with</dt>
        <dd>
          {file.sharedWith.length === 0 ? (
            'Nobody yet'
          ) : (
            <List
              size="sm"
              sx={{ '--ListItem-paddingX': 0, '--List-gap': '6px', p: 0 }}
            >
              {file.sharedWith.map((person) => (
                <ListItem key={person.name} sx={{ minBlockSize: 0 }}>
                  <PersonChip person={person} />
                </ListItem>
              ))}
            </List>
          )}
        </dd>
      </Box>
    </Box>
  );
}
