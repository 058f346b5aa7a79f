import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/system';

const sortOptions = {
  newest: 'Newest',
  priceLow: 'Price: low to high',
  priceHigh: 'Price: high to low',
  rating: 'Best rated',
  reviews: 'Most reviewed',
};

type SortKey = keyof typeof sortOptions;

const Trigger = styled(Menu.Trigger)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: 240,
  height: 36,
  paddingBlock: 0,
  paddingInline: '14px 8px',
  margin: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Positioner = styled(Menu.Positioner)({ zIndex: 1300 });

const Popup = styled(Menu.Popup)({
  boxSizing: 'border-box',
  minWidth: 'var(--anchor-width)',
  maxHeight: 'var(--available-height)',
  overflowY: 'auto',
  padding: '4px 0',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  transformOrigin: 'var(--transform-origin)',
  outline: 'none',
});

const Item = styled(Menu.RadioItem)({
  display: 'grid',
  gridTemplateColumns: '20px 1fr',
  alignItems: 'center',
  gap: 8,
  paddingBlock: 8,
  paddingInline: '10px 14px',
  fontSize: '0.875rem',
  cursor: 'default',
  outline: 'none',
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
});

const Indicator = styled(Menu.RadioItemIndicator)({
  display: 'flex',
  gridColumn: 1,
  color: 'var(--mui-palette-primary-main)',
});

const Label = styled('span')({ gridColumn: 2 });

export default function AnchorWidthMenu() {
  const [sort, setSort] = React.useState<SortKey>('newest');

  return (
    <Menu.Root>
      <Trigger>
        Sort by: {sortOptions[sort]}
        <ExpandMoreIcon fontSize="small" />
      </Trigger>
      <Menu.Portal>
        <Positioner sideOffset={4} align="start">
          <Popup>
            <Menu.RadioGroup value={sort} onValueChange={setSort}>
              {Object.entries(sortOptions).map(([key, label]) => (
                <Item key={key} value={key} closeOnClick>
                  <Indicator>
                    <CheckIcon fontSize="small" />
                  </Indicator>
                  <Label>{label}</Label>
                </Item>
              ))}
            </Menu.RadioGroup>
          </Popup>
        </Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
