import * as React from 'react';
import Autocomplete, { autocompleteClasses } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { List, type RowComponentProps } from 'react-window';

const ROW_HEIGHT = 40;

// A homeware catalogue: 10 collections × 10 colours × 10 materials × 10 items.
const collections =
  'Nordic Atelier Coastal Heritage Studio Urban Meadow Harbour Alpine Loft';
const colours = 'Charcoal Ivory Sage Navy Ochre Slate Teal Plum Olive Coral';
const materials = 'linen wool cotton oak walnut ceramic glass brass jute cork';
const items = 'cushion throw rug vase lamp stool tray basket mirror planter';
const words = (text: string) => text.split(' ');
const products = words(collections).flatMap((collection) =>
  words(colours).flatMap((colour) =>
    words(materials).flatMap((material) =>
      words(items).map((item) => `${colour} ${material} ${item} (${collection})`),
    ),
  ),
);

type OptionElement = React.ReactElement<React.HTMLAttributes<HTMLLIElement>>;
type RowProps = RowComponentProps<{ options: OptionElement[] }>;

function OptionRow({ index, style, ariaAttributes, options }: RowProps) {
  return React.cloneElement(options[index] as OptionElement, {
    'aria-posinset': ariaAttributes['aria-posinset'],
    'aria-setsize': ariaAttributes['aria-setsize'],
    // `top` instead of react-window's transform: useAutocomplete reads the
    // option's offsetTop to scroll the highlighted option into view.
    style: { ...style, transform: 'none', top: index * ROW_HEIGHT },
  });
}

// A slot component also receives Autocomplete's ownerState: keep it off the DOM.
type ListboxProps = React.HTMLAttributes<HTMLElement> & {
  ref?: React.Ref<HTMLDivElement>;
  ownerState?: unknown;
};

function VirtualListbox({ children, ref, ownerState: _, ...other }: ListboxProps) {
  const options = React.Children.toArray(children) as OptionElement[];
  const selected = options.findIndex((option) => option.props['aria-selected']);
  return (
    <Box ref={ref} sx={{ [`& .${autocompleteClasses.option}`]: optionStyles }}>
      <List
        {...other}
        // A new list of matches starts at the top, or at the selected option.
        key={`${options.length}${options[0]?.key}`}
        defaultScrollOffset={Math.max(selected, 0) * ROW_HEIGHT}
        overscanCount={6}
        rowComponent={OptionRow}
        rowCount={options.length}
        rowHeight={ROW_HEIGHT}
        rowProps={{ options }}
        style={{ height: Math.min(options.length, 8) * ROW_HEIGHT }}
      />
    </Box>
  );
}

// Replacing the listbox slot drops the default list's option styles.
const optionStyles = {
  boxSizing: 'border-box',
  px: 2,
  lineHeight: `${ROW_HEIGHT}px`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  [`&.${autocompleteClasses.focused}`]: { bgcolor: 'action.hover' },
  [`&.${autocompleteClasses.focusVisible}`]: { bgcolor: 'action.focus' },
  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
};

export default function VirtualizedList() {
  return (
    <Autocomplete
      options={products}
      autoHighlight
      disableListWrap
      handleHomeEndKeys={false}
      slots={{ listbox: VirtualListbox }}
      sx={{ width: 340 }}
      renderInput={(params) => <TextField {...params} label="Product" />}
    />
  );
}
