import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  {
    src: '/static/images/scenes/mountains.svg',
    alt: 'Snow-capped mountains above green hills under a pale sky',
  },
  {
    src: '/static/images/scenes/lake.svg',
    alt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
  },
  {
    src: '/static/images/scenes/forest.svg',
    alt: 'Misty pine forest with a sandy path winding between the trees',
  },
  {
    src: '/static/images/scenes/desert.svg',
    alt: 'Sand dunes and cacti under a warm orange sky',
  },
  {
    src: '/static/images/scenes/coast.svg',
    alt: 'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
  },
  {
    src: '/static/images/scenes/city.svg',
    alt: 'City skyline with lit windows at dusk',
  },
  {
    src: '/static/images/scenes/snow.svg',
    alt: 'Snowy hills with snow-covered pines and a small cabin while snow falls',
  },
  {
    src: '/static/images/scenes/meadow.svg',
    alt: 'Green meadow with wildflowers under a blue sky with clouds',
  },
  {
    src: '/static/images/scenes/canyon.svg',
    alt: 'Red rock canyon with a river running through it',
  },
];

export default function StandardImageList() {
  return (
    <ImageList sx={{ width: 500, maxWidth: '100%' }} cols={3} rowHeight={164}>
      {photos.map((photo) => (
        <ImageListItem key={photo.src}>
          <img
            src={photo.src}
            alt={photo.alt}
            width={640}
            height={480}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
