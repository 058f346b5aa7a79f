'use client';

import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import VillaRoundedIcon from '@mui/icons-material/VillaRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState } from 'react';
import { STAYS } from './data';
import FilterMenu from './FilterMenu';
import FilterPanel from './FilterPanel';
import {
  DEFAULT_FILTERS,
  SORT_OPTIONS,
  staysCountLabel,
  toggleSaved,
  visibleStays,
  type ActiveSource,
  type SortKey,
  type StayFilters,
} from './listings';
import StayCard from './StayCard';
import StayMap from './StayMap';

/**
 * Holiday stays in and around Lindenport: filters, a sorted list of cards with a save toggle each,
 * and a drawn map with a price marker per stay. The map sits beside the list from the `md`
 * breakpoint; on smaller screens "Show map" puts it above the list.
 */
export default function RentalDashboard() {
  const [filters, setFilters] = useState<StayFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<SortKey>('recommended');
  const [saved, setSaved] = useState<readonly string[]>([]);
  const [showMap, setShowMap] = useState(false);
  // What the pointer is on wins over what has focus, so a card stays highlighted while it has focus
  // and the pointer moves elsewhere on the page.
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const activeId = hoveredId ?? focusedId;
  const setActiveId = (stayId: string | null, source: ActiveSource) =>
    source === 'hover' ? setHoveredId(stayId) : setFocusedId(stayId);
  const id = useId();
  const mapId = `${id}-map`;
  const listHeadingId = `${id}-stays`;
  const cardId = (stayId: string) => `${id}-stay-${stayId}`;

  const shown = visibleStays(STAYS, filters, sort, saved);

  const showStay = (stayId: string) => {
    const card = document.getElementById(cardId(stayId));
    if (!card) return;
    card.scrollIntoView({ block: 'nearest' });
    card.focus({ preventScroll: true });
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        bgcolor: 'background.body',
      }}
    >
      <Sheet
        component="header"
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, md: 3 },
          py: 1.5,
          borderInline: 0,
          borderTop: 0,
        }}
      >
        <VillaRoundedIcon color="primary" />
        <Typography level="title-lg" component="p">
          Lindenstay
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Chip
          variant="soft"
          color={saved.length > 0 ? 'danger' : 'neutral'}
          startDecorator={<FavoriteRoundedIcon />}
        >
          {saved.length} saved
        </Chip>
      </Sheet>
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 2, md: 3 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <Box>
          <Typography component="h1" level="h2">
            Stays in Lindenport
          </Typography>
          <Typography level="body-md" textColor="text.secondary">
            Flats by the harbour, cabins in the hills and cottages in the villages
            around town.
          </Typography>
        </Box>
        <FilterPanel
          filters={filters}
          onChange={setFilters}
          onReset={() => setFilters(DEFAULT_FILTERS)}
        />
        <Stack direction="row" alignItems="center" flexWrap="wrap" gap={1.5}>
          <Typography id={listHeadingId} component="h2" level="title-lg">
            Available stays
          </Typography>
          <Typography role="status" level="body-md" textColor="text.secondary">
            {staysCountLabel(shown.length)}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <FilterMenu<SortKey>
            label="Sort by"
            orientation="horizontal"
            value={sort}
            choices={SORT_OPTIONS}
            onChange={setSort}
            sx={{ '& > button': { minWidth: 180 } }}
          />
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            startDecorator={<MapOutlinedIcon />}
            aria-pressed={showMap}
            aria-controls={mapId}
            onClick={() => setShowMap((shownNow) => !shownNow)}
            sx={{ display: { md: 'none' } }}
          >
            Show map
          </Button>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 3fr) minmax(0, 2fr)',
            },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Box>
            {shown.length > 0 ? (
              <Box
                component="ul"
                aria-labelledby={listHeadingId}
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gridTemplateColumns:
                    'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
                  gap: 2,
                }}
              >
                {shown.map((stay, index) => (
                  <li key={stay.id}>
                    <StayCard
                      stay={stay}
                      id={cardId(stay.id)}
                      saved={saved.includes(stay.id)}
                      active={stay.id === activeId}
                      eager={index < 2}
                      onToggleSaved={(stayId) =>
                        setSaved((current) => toggleSaved(current, stayId))
                      }
                      onActiveChange={setActiveId}
                    />
                  </li>
                ))}
              </Box>
            ) : (
              <Sheet
                variant="soft"
                sx={{ borderRadius: 'md', p: 3, textAlign: 'center' }}
              >
                <Typography level="title-md" component="p">
                  No stays match these filters.
                </Typography>
                <Typography level="body-md" sx={{ mb: 2 }}>
                  Widen the price range or choose more types.
                </Typography>
                <Button onClick={() => setFilters(DEFAULT_FILTERS)}>
                  Clear all filters
                </Button>
              </Sheet>
            )}
          </Box>
          <StayMap
            id={mapId}
            stays={shown}
            activeId={activeId}
            onActiveChange={setActiveId}
            onShowStay={showStay}
            sx={{
              display: { xs: showMap ? 'block' : 'none', md: 'block' },
              order: { xs: -1, md: 0 },
              position: { md: 'sticky' },
              top: { md: 16 },
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
