import * as React from 'react';
import { PreviewCard } from '@base-ui/react/preview-card';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Text = styled('div')(({ theme }) => ({
  maxWidth: 420,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.5rem',
}));

const Trigger = styled(PreviewCard.Trigger)(({ theme }) => ({
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
}));

const Positioner = styled(PreviewCard.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(PreviewCard.Popup)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 240,
  padding: theme.spacing(1),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[4],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
}));

const Image = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  marginBottom: theme.spacing(1),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
}));

const Title = styled('div')(({ theme }) => ({
  paddingInline: theme.spacing(0.5),
  fontWeight: 600,
}));

const Caption = styled('div')(({ theme }) => ({
  padding: theme.spacing(0, 0.5, 0.5),
  color: theme.vars.palette.text.secondary,
}));

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
