import { useId } from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import {
  PRICE_LIMITS,
  RATING_OPTIONS,
  STAY_TYPES,
  activeFilterCount,
  formatPrice,
  formatPriceRange,
  toggleType,
  type StayFilters,
} from './listings';
import { useIsRtl } from './useIsRtl';

interface FilterPanelProps {
  filters: StayFilters;
  onChange: (filters: StayFilters) => void;
  onReset: () => void;
}

const priceThumbLabel = (index: number) =>
  index === 0 ? 'Minimum price' : 'Maximum price';

/** The price, type, rating and saved filters, laid out in a row on wide screens. */
export default function FilterPanel({
  filters,
  onChange,
  onReset,
}: FilterPanelProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const priceLabelId = `${id}-price`;
  const typeLabelId = `${id}-type`;
  const isRtl = useIsRtl();
  const active = activeFilterCount(filters);

  return (
    <Sheet
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 'md', p: 2 }}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
        <Typography id={headingId} component="h2" level="title-lg">
          Filters
        </Typography>
        {active > 0 && (
          <Chip size="sm" variant="soft" color="primary">
            {active} active
          </Chip>
        )}
        <Box sx={{ flex: 1 }} />
        <Button size="sm" variant="plain" onClick={onReset}>
          Reset filters
        </Button>
      </Stack>
      <Grid container spacing={3}>
        <Grid xs={12} sm={6} md={4}>
          <Box role="group" aria-labelledby={priceLabelId}>
            <Stack direction="row" justifyContent="space-between" flexWrap="wrap">
              <Typography id={priceLabelId} level="title-sm">
                Price per night
              </Typography>
              <Typography level="body-sm">
                {formatPriceRange(filters.price)}
              </Typography>
            </Stack>
            <Box sx={{ px: 1.5 }}>
              <Slider
                value={[...filters.price]}
                onChange={(_event, value) => {
                  if (Array.isArray(value) && value.length === 2)
                    onChange({ ...filters, price: [value[0] ?? 0, value[1] ?? 0] });
                }}
                min={PRICE_LIMITS.min}
                max={PRICE_LIMITS.max}
                step={PRICE_LIMITS.step}
                disableSwap
                isRtl={isRtl}
                getAriaLabel={priceThumbLabel}
                getAriaValueText={(value) => formatPrice(value)}
                valueLabelDisplay="auto"
                valueLabelFormat={(value) => formatPrice(value)}
              />
            </Box>
          </Box>
        </Grid>
        <Grid xs={12} sm={6} md={3}>
          <Box role="group" aria-labelledby={typeLabelId}>
            <Typography id={typeLabelId} level="title-sm" sx={{ mb: 1 }}>
              Type
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {STAY_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  label={type}
                  size="sm"
                  checked={filters.types.includes(type)}
                  onChange={(event) =>
                    onChange({
                      ...filters,
                      types: toggleType(filters.types, type, event.target.checked),
                    })
                  }
                />
              ))}
            </Box>
          </Box>
        </Grid>
        <Grid xs={12} sm={6} md={3}>
          <FormControl>
            <FormLabel sx={{ typography: 'title-sm' }}>Minimum rating</FormLabel>
            <RadioGroup
              value={String(filters.minRating)}
              onChange={(event) =>
                onChange({ ...filters, minRating: Number(event.target.value) })
              }
              sx={{
                gap: 1,
                flexWrap: 'wrap',
                flexDirection: { xs: 'row', md: 'column' },
              }}
            >
              {RATING_OPTIONS.map((option) => (
                <Radio
                  key={option.value}
                  value={String(option.value)}
                  label={option.label}
                  size="sm"
                  sx={{ m: 0, minWidth: 'fit-content' }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Grid>
        <Grid xs={12} sm={6} md={2}>
          <Typography level="title-sm" sx={{ mb: 1 }}>
            Favourites
          </Typography>
          <Checkbox
            label="Saved stays only"
            size="sm"
            checked={filters.savedOnly}
            onChange={(event) =>
              onChange({ ...filters, savedOnly: event.target.checked })
            }
          />
        </Grid>
      </Grid>
    </Sheet>
  );
}
