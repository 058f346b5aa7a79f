import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import classes from './css.module.css';

const sortOptions = {
  newest: 'Newest',
  priceLow: 'Price: low to high',
  priceHigh: 'Price: high to low',
  rating: 'Best rated',
  reviews: 'Most reviewed',
};

type SortKey = keyof typeof sortOptions;

export default function AnchorWidthMenu() {
  const [sort, setSort] = React.useState<SortKey>('newest');

  return (
    <Menu.Root>
      <Menu.Trigger className={classes.trigger}>
        Sort by: {sortOptions[sort]}
        <ExpandMoreIcon fontSize="small" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={4} align="start" className={classes.positioner}>
          <Menu.Popup className={classes.popup}>
            <Menu.RadioGroup value={sort} onValueChange={setSort}>
              {Object.entries(sortOptions).map(([key, label]) => (
                <Menu.RadioItem
                  key={key}
                  value={key}
                  closeOnClick
                  className={classes.item}
                >
                  <Menu.RadioItemIndicator className={classes.indicator}>
                    <CheckIcon fontSize="small" />
                  </Menu.RadioItemIndicator>
                  <span className={classes.label}>{label}</span>
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
