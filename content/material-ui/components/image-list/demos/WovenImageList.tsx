import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  {
    src: '/static/images/scenes/desert.svg',
    alt: 'Sand dunes and cacti under a warm orange sky',
  },
  {
    src: '/static/images/scenes/canyon.svg',
    alt: 'Red rock canyon with a river running through it',
  },
  {
    src: '/static/images/scenes/night-sky.svg',
    alt: 'Starry night sky with a full moon over dark hills',
  },
  {
    src: '/static/images/scenes/snow.svg',
    alt: 'Snowy hills with snow-covered pines and a small cabin while snow falls',
  },
  {
    src: '/static/images/scenes/city.svg',
    alt: 'City skyline with lit windows at dusk',
  },
  {
    src: '/static/images/scenes/waterfall.svg',
    alt: 'Waterfall pouring between mossy cliffs into a pool',
  },
  {
    src: '/static/images/scenes/island.svg',
    alt: 'Small tropical island with a palm tree in a turquoise sea',
  },
  {
    src: '/static/images/scenes/meadow.svg',
    alt: 'Green meadow with wildflowers under a blue sky with clouds',
  },
  {
    src: '/static/images/scenes/forest.svg',
    alt: 'Misty pine forest with a sandy path winding between the trees',
  },
];

export default function WovenImageList() {
  return (
    <ImageList
      // The shorter, centred items can poke out by a pixel; don't turn that into a scroll box.
      sx={{ width: 500, maxWidth: '100%', overflowY: 'visible' }}
      variant="woven"
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
