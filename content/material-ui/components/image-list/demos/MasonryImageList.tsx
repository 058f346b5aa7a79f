import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Landscape scenes (4:3) and square products (1:1), so the columns end at different heights.
const photos = [
  {
    src: '/static/images/products/plant.svg',
    alt: 'Leafy green plant in a terracotta pot',
  },
  {
    src: '/static/images/scenes/lake.svg',
    alt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
  },
  {
    src: '/static/images/products/headphones.svg',
    alt: 'Black over-ear headphones with orange cushions',
  },
  {
    src: '/static/images/scenes/coast.svg',
    alt: 'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
  },
  {
    src: '/static/images/scenes/mountains.svg',
    alt: 'Snow-capped mountains above green hills under a pale sky',
  },
  {
    src: '/static/images/products/coffee-cup.svg',
    alt: 'White coffee cup with a blue band on a saucer, steam rising',
  },
  {
    src: '/static/images/scenes/city.svg',
    alt: 'City skyline with lit windows at dusk',
  },
  {
    src: '/static/images/products/camera.svg',
    alt: 'Black and tan compact camera with a large lens',
  },
  {
    src: '/static/images/scenes/canyon.svg',
    alt: 'Red rock canyon with a river running through it',
  },
];

export default function MasonryImageList() {
  return (
    <ImageList
      sx={{ width: 500, maxWidth: '100%' }}
      variant="masonry"
      cols={3}
      gap={8}
    >
      {photos.map((photo) => (
        <ImageListItem key={photo.src}>
          <img src={photo.src} alt={photo.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
