import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

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
      <Menu.Trigger className="m-0 inline-flex h-9 w-60 cursor-pointer items-center justify-between rounded-md border border-divider bg-surface ps-3.5 pe-2 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
        Sort by: {sortOptions[sort]}
        <ExpandMoreIcon fontSize="small" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={4} align="start" className="z-[1300]">
          <Menu.Popup className="box-border max-h-[var(--available-height)] min-w-[var(--anchor-width)] origin-[var(--transform-origin)] overflow-y-auto rounded-theme border border-divider bg-surface py-1 text-fg shadow-popup outline-none">
            <Menu.RadioGroup value={sort} onValueChange={setSort}>
              {Object.entries(sortOptions).map(([key, label]) => (
                <Menu.RadioItem
                  key={key}
                  value={key}
                  closeOnClick
                  className="grid cursor-default grid-cols-[20px_1fr] items-center gap-2 py-2 ps-2.5 pe-3.5 text-sm outline-none data-[highlighted]:bg-hover"
                >
                  <Menu.RadioItemIndicator className="col-start-1 flex text-primary">
                    <CheckIcon fontSize="small" />
                  </Menu.RadioItemIndicator>
                  <span className="col-start-2">{label}</span>
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
