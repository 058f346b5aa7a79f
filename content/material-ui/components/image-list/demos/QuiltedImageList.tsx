import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  {
    src: '/static/images/scenes/mountains.svg',
    alt: 'Snow-capped mountains above green hills under a pale sky',
    rows: 2,
    cols: 2,
  },
  {
    src: '/static/images/products/coffee-cup.svg',
    alt: 'White coffee cup with a blue band on a saucer, steam rising',
  },
  {
    src: '/static/images/products/camera.svg',
    alt: 'Black and tan compact camera with a large lens',
  },
  {
    src: '/static/images/scenes/coast.svg',
    alt: 'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
    cols: 2,
  },
  {
    src: '/static/images/scenes/forest.svg',
    alt: 'Misty pine forest with a sandy path winding between the trees',
    cols: 2,
  },
  {
    src: '/static/images/scenes/waterfall.svg',
    alt: 'Waterfall pouring between mossy cliffs into a pool',
    rows: 2,
    cols: 2,
  },
  {
    src: '/static/images/products/backpack.svg',
    alt: 'Teal backpack with a front pocket and side pockets',
  },
  {
    src: '/static/images/products/sneaker.svg',
    alt: 'Blue sneaker with white laces and a white sole',
  },
  {
    src: '/static/images/scenes/island.svg',
    alt: 'Small tropical island with a palm tree in a turquoise sea',
    rows: 2,
    cols: 2,
  },
  {
    src: '/static/images/scenes/lake.svg',
    alt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
    cols: 2,
  },
  {
    src: '/static/images/scenes/meadow.svg',
    alt: 'Green meadow with wildflowers under a blue sky with clouds',
    cols: 2,
  },
];

export default function QuiltedImageList() {
  return (
    <ImageList
      sx={{ width: 500, maxWidth: '100%' }}
      variant="quilted"
      cols={4}
      rowHeight={121}
    >
      {photos.map((photo) => (
        <ImageListItem key={photo.src} cols={photo.cols ?? 1} rows={photo.rows ?? 1}>
          <img src={photo.src} alt={photo.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
