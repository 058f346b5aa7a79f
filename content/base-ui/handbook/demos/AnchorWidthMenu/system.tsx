import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const sortOptions = {
  newest: 'Newest',
  priceLow: 'Price: low to high',
  priceHigh: 'Price: high to low',
  rating: 'Best rated',
  reviews: 'Most reviewed',
};

type SortKey = keyof typeof sortOptions;

const Trigger = styled(Menu.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: 240,
  height: 36,
  paddingBlock: 0,
  paddingInline: theme.spacing(1.75, 1),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': {
    background: theme.vars.palette.action.hover,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Menu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Menu.Popup)(({ theme }) => ({
  boxSizing: 'border-box',
  minWidth: 'var(--anchor-width)',
  maxHeight: 'var(--available-height)',
  overflowY: 'auto',
  padding: theme.spacing(0.5, 0),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  transformOrigin: 'var(--transform-origin)',
  outline: 'none',
}));

const Item = styled(Menu.RadioItem)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '20px 1fr',
  alignItems: 'center',
  gap: theme.spacing(1),
  paddingBlock: theme.spacing(1),
  paddingInline: theme.spacing(1.25, 1.75),
  fontSize: theme.typography.body2.fontSize,
  cursor: 'default',
  outline: 'none',
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Indicator = styled(Menu.RadioItemIndicator)(({ theme }) => ({
  display: 'flex',
  gridColumn: 1,
  color: theme.vars.palette.primary.main,
}));

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
