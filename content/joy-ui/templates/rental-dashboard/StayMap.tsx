import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import { useId } from 'react';
import { MAP_BOUNDS } from './data';
import { formatPrice, projectToMap, type ActiveSource, type Stay } from './listings';
import MapArt from './MapArt';

interface StayMapProps {
  id: string;
  stays: readonly Stay[];
  activeId: string | null;
  onActiveChange: (id: string | null, source: ActiveSource) => void;
  /** A marker was pressed: bring that stay's card into view. */
  onShowStay: (id: string) => void;
  sx?: SxProps;
}

/** The drawn map with a price marker per shown stay; markers and cards highlight each other. */
export default function StayMap({
  id,
  stays,
  activeId,
  onActiveChange,
  onShowStay,
  sx,
}: StayMapProps) {
  const headingId = useId();
  return (
    <Sheet
      id={id}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={[
        { borderRadius: 'md', overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ px: 2, py: 1.25 }}>
        <Typography id={headingId} component="h2" level="title-md">
          Map
        </Typography>
        <Typography level="body-sm" textColor="text.secondary">
          {stays.length === 0
            ? 'No stays to mark.'
            : 'Prices are per night. Choose one to find the stay in the list.'}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3' }}>
        <MapArt />
        {stays.map((stay) => {
          // Percentages of the map box. Inline styles, not sx: the map is a picture of a place, so
          // its markers must not be mirrored when the page is right to left.
          const { x, y } = projectToMap(stay.coordinates, MAP_BOUNDS, 100, 100);
          const active = stay.id === activeId;
          return (
            <Button
              key={stay.id}
              size="sm"
              variant={active ? 'solid' : 'outlined'}
              color={active ? 'primary' : 'neutral'}
              aria-label={`${stay.title}, ${formatPrice(stay.pricePerNight)} a night`}
              onClick={() => onShowStay(stay.id)}
              onMouseEnter={() => onActiveChange(stay.id, 'hover')}
              onMouseLeave={() => onActiveChange(null, 'hover')}
              onFocus={() => onActiveChange(stay.id, 'focus')}
              onBlur={() => onActiveChange(null, 'focus')}
              style={{
                left: `${x}%`,
                top: `${y}%`,
                transform: 'translate(-50%, -50%)',
              }}
              sx={{
                position: 'absolute',
                zIndex: active ? 2 : 1,
                minHeight: 28,
                px: 1,
                borderRadius: 'xl',
                fontWeight: 'lg',
                boxShadow: 'sm',
                ...(!active && { bgcolor: 'background.surface' }),
              }}
            >
              {formatPrice(stay.pricePerNight)}
            </Button>
          );
        })}
      </Box>
    </Sheet>
  );
}
