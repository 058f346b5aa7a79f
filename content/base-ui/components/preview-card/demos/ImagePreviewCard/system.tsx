import * as React from 'react';
import { PreviewCard } from '@base-ui/react/preview-card';
import { styled } from '@mui/system';

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

const Text = styled('div')({
  maxWidth: 420,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.5rem',
});

const Trigger = styled(PreviewCard.Trigger)({
  fontWeight: 500,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
});

const Positioner = styled(PreviewCard.Positioner)({ zIndex: 1300 });

const Popup = styled(PreviewCard.Popup)({
  boxSizing: 'border-box',
  width: 240,
  padding: 8,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 12,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-4)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
});

const Image = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  marginBottom: 8,
  borderRadius: 6,
});

const Title = styled('div')({ paddingInline: 4, fontWeight: 600 });

const Caption = styled('div')({
  padding: '0 4px 4px',
  color: 'var(--mui-palette-text-secondary)',
});

function PlaceLink(props: {
  place: keyof typeof places;
  children: React.ReactNode;
}) {
  const place = places[props.place];
  return (
    <PreviewCard.Root>
      <Trigger href={place.href} delay={200} closeDelay={100}>
        {props.children}
      </Trigger>
      <PreviewCard.Portal>
        <Positioner side="top" sideOffset={8}>
          <Popup>
            <Image src={place.image} alt={place.alt} width={222} height={167} />
            <Title>{place.title}</Title>
            <Caption>{place.caption}</Caption>
          </Popup>
        </Positioner>
      </PreviewCard.Portal>
    </PreviewCard.Root>
  );
}

export default function ImagePreviewCard() {
  return (
    <Text>
      Day two starts in <PlaceLink place="forest">Fernwood Forest</PlaceLink> and
      follows the river down to <PlaceLink place="lake">Lake Marra</PlaceLink> in
      time for a late lunch.
    </Text>
  );
}
