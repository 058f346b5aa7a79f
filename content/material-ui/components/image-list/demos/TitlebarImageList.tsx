import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const trips = [
  {
    src: '/static/images/scenes/coast.svg',
    alt: 'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
    title: 'Lighthouse walk',
    place: 'Cornwall',
  },
  {
    src: '/static/images/scenes/canyon.svg',
    alt: 'Red rock canyon with a river running through it',
    title: 'River canyon',
    place: 'Arizona',
  },
  {
    src: '/static/images/scenes/snow.svg',
    alt: 'Snowy hills with snow-covered pines and a small cabin while snow falls',
    title: 'Cabin weekend',
    place: 'Lapland',
  },
  {
    src: '/static/images/scenes/island.svg',
    alt: 'Small tropical island with a palm tree in a turquoise sea',
    title: 'Island hopping',
    place: 'Palawan',
  },
];

export default function TitlebarImageList() {
  const [saved, setSaved] = React.useState<string[]>(['River canyon']);

  const toggle = (title: string) =>
    setSaved((current) =>
      current.includes(title)
        ? current.filter((t) => t !== title)
        : [...current, title],
    );

  return (
    <ImageList sx={{ width: 500, maxWidth: '100%' }} cols={2} gap={8}>
      {trips.map((trip) => (
        <ImageListItem key={trip.title}>
          <img
            src={trip.src}
            alt={trip.alt}
            width={640}
            height={480}
            loading="lazy"
          />
          <ImageListItemBar
            title={trip.title}
            subtitle={trip.place}
            actionIcon={
              <IconButton
                aria-label={`Save ${trip.title}`}
                aria-pressed={saved.includes(trip.title)}
                onClick={() => toggle(trip.title)}
                sx={{ color: 'common.white' }}
              >
                {saved.includes(trip.title) ? <StarIcon /> : <StarBorderIcon />}
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
