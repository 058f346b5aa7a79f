import * as React from 'react';
import { PreviewCard } from '@base-ui/react/preview-card';

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
        className="font-medium underline underline-offset-2"
      >
        {props.children}
      </PreviewCard.Trigger>
      <PreviewCard.Portal>
        <PreviewCard.Positioner side="top" sideOffset={8} className="z-[1300]">
          <PreviewCard.Popup className="box-border w-60 origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-2 text-sm text-fg shadow-raised transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            <img
              src={place.image}
              alt={place.alt}
              width={222}
              height={167}
              className="mb-2 block h-auto w-full rounded-md"
            />
            <div className="px-1 font-semibold">{place.title}</div>
            <div className="px-1 pb-1 text-fg-muted">{place.caption}</div>
          </PreviewCard.Popup>
        </PreviewCard.Positioner>
      </PreviewCard.Portal>
    </PreviewCard.Root>
  );
}

export default function ImagePreviewCard() {
  return (
    <div className="max-w-[420px] text-sm leading-6 text-fg">
      Day two starts in <PlaceLink place="forest">Fernwood Forest</PlaceLink> and
      follows the river down to <PlaceLink place="lake">Lake Marra</PlaceLink> in
      time for a late lunch.
    </div>
  );
}
