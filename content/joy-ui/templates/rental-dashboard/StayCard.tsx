import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { formatPrice, formatRating, type ActiveSource, type Stay } from './listings';
import { visuallyHidden } from './visuallyHidden';

interface StayCardProps {
  stay: Stay;
  /** The card's element id, so a map marker can bring it into view. */
  id: string;
  saved: boolean;
  /** Highlighted because the pointer or focus is on this stay, here or on the map. */
  active: boolean;
  /** Load the picture at once (the first cards) rather than when it nears the viewport. */
  eager: boolean;
  onToggleSaved: (id: string) => void;
  onActiveChange: (id: string | null, source: ActiveSource) => void;
}

/** One stay: picture, save toggle, type, rating, title, place and nightly price. */
export default function StayCard({
  stay,
  id,
  saved,
  active,
  eager,
  onToggleSaved,
  onActiveChange,
}: StayCardProps) {
  return (
    <Card
      id={id}
      // Focus target for "show in list" from the map; not a tab stop of its own.
      tabIndex={-1}
      variant="outlined"
      data-active={active || undefined}
      onMouseEnter={() => onActiveChange(stay.id, 'hover')}
      onMouseLeave={() => onActiveChange(null, 'hover')}
      onFocus={() => onActiveChange(stay.id, 'focus')}
      onBlur={() => onActiveChange(null, 'focus')}
      sx={{
        height: '100%',
        gap: 1.5,
        scrollMarginBlock: '16px',
        transition: 'border-color 0.15s, box-shadow 0.15s',
        '&[data-active]': {
          borderColor: 'primary.outlinedHoverBorder',
          boxShadow: 'md',
        },
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.500',
          outlineOffset: '2px',
        },
      }}
    >
      <CardOverflow>
        <Box sx={{ position: 'relative' }}>
          <AspectRatio ratio="4/3">
            <img
              src={stay.image}
              alt={stay.imageAlt}
              width={640}
              height={480}
              loading={eager ? 'eager' : 'lazy'}
            />
          </AspectRatio>
          <IconButton
            aria-label={`Save ${stay.title}`}
            aria-pressed={saved}
            variant="soft"
            color={saved ? 'danger' : 'neutral'}
            size="sm"
            onClick={() => onToggleSaved(stay.id)}
            sx={{
              position: 'absolute',
              top: 10,
              insetInlineEnd: 10,
              borderRadius: '50%',
              boxShadow: 'sm',
            }}
          >
            {saved ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
          </IconButton>
        </Box>
      </CardOverflow>
      <CardContent sx={{ gap: 0.5 }}>
        <Stack
          direction="row"
          alignItems="center"
          justifyContent="space-between"
          gap={1}
        >
          <Chip size="sm" variant="soft" color="primary">
            {stay.type}
          </Chip>
          <Typography
            level="body-sm"
            startDecorator={<StarRoundedIcon color="warning" />}
          >
            <Box component="span" sx={visuallyHidden}>
              Rated{' '}
            </Box>
            <Typography fontWeight="lg" textColor="text.primary">
              {formatRating(stay.rating)}
            </Typography>
            &nbsp;({stay.reviews} reviews)
          </Typography>
        </Stack>
        <Typography component="h3" level="title-md">
          {stay.title}
        </Typography>
        <Typography
          level="body-sm"
          startDecorator={<PlaceOutlinedIcon />}
          textColor="text.secondary"
        >
          {stay.location}
        </Typography>
        <Typography level="body-md" sx={{ mt: 'auto', pt: 1 }}>
          <Typography fontWeight="lg" textColor="text.primary">
            {formatPrice(stay.pricePerNight)}
          </Typography>{' '}
          a night
        </Typography>
      </CardContent>
    </Card>
  );
}
