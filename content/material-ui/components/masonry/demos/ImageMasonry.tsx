import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

// width and height give each image its aspect ratio before it loads.
const photos = [
  {
    src: '/static/images/scenes/waterfall.svg',
    alt: 'Waterfall pouring between mossy cliffs into a pool',
    caption: 'Iceland, June',
  },
  {
    src: '/static/images/products/camera.svg',
    alt: 'Black and tan compact camera with a large lens',
    caption: 'The camera',
    square: true,
  },
  {
    src: '/static/images/scenes/night-sky.svg',
    alt: 'Starry night sky with a full moon over dark hills',
    caption: 'Full moon over the fjord',
  },
  {
    src: '/static/images/products/backpack.svg',
    alt: 'Teal backpack with a front pocket and side pockets',
    caption: 'Packed for the hike',
    square: true,
  },
  {
    src: '/static/images/scenes/mountains.svg',
    alt: 'Snow-capped mountains above green hills under a pale sky',
    caption: 'First view of the glacier',
  },
  {
    src: '/static/images/products/coffee-cup.svg',
    alt: 'White coffee cup with a blue band on a saucer, steam rising',
    caption: 'Breakfast at the hut',
    square: true,
  },
];

export default function ImageMasonry() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <Masonry columns={3} spacing={1}>
        {photos.map((photo) => (
          <Box key={photo.src} component="figure">
            <Box
              component="img"
              src={photo.src}
              alt={photo.alt}
              width={400}
              height={photo.square ? 400 : 300}
              loading="lazy"
              sx={{
                display: 'block',
                width: '100%',
                height: 'auto',
                borderRadius: 1,
              }}
            />
            <Typography
              component="figcaption"
              variant="caption"
              sx={{ color: 'text.secondary' }}
            >
              {photo.caption}
            </Typography>
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
