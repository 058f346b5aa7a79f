import * as React from 'react';
import { PreviewCard } from '@base-ui/react/preview-card';
import classes from './css.module.css';

const places = {
  forest: {
    href: '#trail-fernwood-forest',
    image: '/static/images/scenes/forest.svg',
    alt: 'Misty pine forest with a sandy path winding between the trees',
    title: 'Fernwood Forest',
    caption: 'A 4 km sandy path under old pines, shaded all day.',
  },
  lake: {
    href: '#trail-lake-marra',
    image: '/static/images/scenes/lake.svg',
    alt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
    title: 'Lake Marra',
    caption: 'Swimming jetty and boat hire from May to September.',
  },
};

function PlaceLink(props: {
  place: keyof typeof places;
  children: React.ReactNode;
}) {
  const place = places[props.place];
  return (
    <PreviewCard.Root>
      <PreviewCard.Trigger
        href={place.href}
        delay={200}
        closeDelay={100}
        className={classes.link}
      >
        {props.children}
      </PreviewCard.Trigger>
      <PreviewCard.Portal>
        <PreviewCard.Positioner
          side="top"
          sideOffset={8}
          className={classes.positioner}
        >
          <PreviewCard.Popup className={classes.popup}>
            <img
              src={place.image}
              alt={place.alt}
              width={222}
              height={167}
              className={classes.image}
            />
            <div className={classes.title}>{place.title}</div>
            <div className={classes.caption}>{place.caption}</div>
          </PreviewCard.Popup>
        </PreviewCard.Positioner>
      </PreviewCard.Portal>
    </PreviewCard.Root>
  );
}

export default function ImagePreviewCard() {
  return (
    <div className={classes.text}>
      Day two starts in <PlaceLink place="forest">Fernwood Forest</PlaceLink> and
      follows the river down to <PlaceLink place="lake">Lake Marra</PlaceLink> in
      time for a late lunch.
    </div>
  );
}
