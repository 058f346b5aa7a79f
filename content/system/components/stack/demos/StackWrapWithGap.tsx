import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const tags = [
  'Vegetarian',
  'Under 30 minutes',
  'One pot',
  'Freezer friendly',
  'Dairy free',
  'Budget',
  'Family favourite',
  'Spicy',
];

export default function StackWrapWithGap() {
  return (
    // useFlexGap spaces wrapped lines too, with the CSS gap property.
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none', maxWidth: 420 }}
    >
      {tags.map((tag) => (
        <Box
          component="li"
          key={tag}
          sx={{
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
          }}
        >
          {tag}
        </Box>
      ))}
    </Stack>
  );
}
