import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';

export default function PlaceholderAspectRatio() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <AspectRatio variant="outlined" ratio="4/3" sx={{ borderRadius: 'md' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', p: 2, textAlign: 'center' }}>
          <AddPhotoAlternateOutlined style={{ fontSize: '2.5rem' }} />
          <Typography level="title-sm">No cover photo yet</Typography>
          <Typography level="body-xs">
            Listings with a photo get more views. JPG or PNG, at least 1200 px wide.
          </Typography>
        </Stack>
      </AspectRatio>
    </Box>
  );
}
