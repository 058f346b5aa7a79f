import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import FileIcon from './FileIcon';
import { formatModified, formatSize, typeFromName, type FileItem } from './files';

interface FilesGridProps {
  files: readonly FileItem[];
  selectedId: string | null;
  onChoose: (id: string) => void;
}

/** The files as a grid of cards, each a list item whose name is the button that chooses it. */
export default function FilesGrid({ files, selectedId, onChoose }: FilesGridProps) {
  return (
    <Box
      component="ul"
      aria-label="Files"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
      }}
    >
      {files.map((file) => {
        const chosen = file.id === selectedId;
        const type = typeFromName(file.name);
        return (
          <Card
            key={file.id}
            component="li"
            variant="outlined"
            size="sm"
            sx={(theme) => ({
              '&:hover': {
                borderColor: theme.vars.palette.neutral.outlinedHoverBorder,
              },
              ...(chosen && {
                borderColor: theme.vars.palette.primary.outlinedBorder,
                boxShadow: `inset 0 0 0 1px ${theme.vars.palette.primary.outlinedBorder}`,
              }),
            })}
          >
            <AspectRatio ratio="4/3" variant="soft" sx={{ borderRadius: 'sm' }}>
              {file.preview ? (
                <img src={file.preview.src} alt="" width={640} height={480} />
              ) : (
                <div>
                  <FileIcon type={type} size="lg" />
                </div>
              )}
            </AspectRatio>
            <CardContent>
              <Link
                component="button"
                overlay
                underline="none"
                color="neutral"
                textColor="text.primary"
                aria-current={chosen ? 'true' : undefined}
                onClick={() => onChoose(file.id)}
                sx={{
                  fontWeight: chosen ? 'lg' : 'md',
                  fontSize: 'sm',
                  textAlign: 'start',
                  overflowWrap: 'anywhere',
                }}
              >
                {file.name}
              </Link>
              <Typography level="body-xs" textColor="text.secondary">
                {type} · {formatSize(file.size)} · {formatModified(file.modifiedAt)}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
