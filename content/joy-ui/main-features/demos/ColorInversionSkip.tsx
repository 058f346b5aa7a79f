import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ColorInversionSkip() {
  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 'md',
      }}
    >
      <Typography level="title-sm" component="p" sx={{ marginInlineEnd: 'auto' }}>
        3 contacts selected
      </Typography>
      <Button size="sm" variant="outlined" startDecorator={<ArchiveIcon />}>
        Archive
      </Button>
      {/* Kept out of the inversion, so it stays red like every other delete action. */}
      <Button
        size="sm"
        color="danger"
        startDecorator={<DeleteIcon />}
        data-skip-inverted-colors=""
      >
        Delete
      </Button>
    </Sheet>
  );
}
