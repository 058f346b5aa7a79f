import * as React from 'react';
import CheckRounded from '@mui/icons-material/CheckRounded';
import UnfoldMoreRounded from '@mui/icons-material/UnfoldMoreRounded';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';

export interface FilterChoice<Value extends string> {
  value: Value;
  label: string;
  /** How many items this choice would show, written after its label in the menu. */
  count?: number;
}

interface FilterMenuProps<Value extends string> {
  /** The visible label of the button, e.g. "Status". */
  label: string;
  value: Value;
  choices: readonly FilterChoice<Value>[];
  onChange: (value: Value) => void;
  /** `horizontal` puts the label beside the button instead of above it. */
  orientation?: 'vertical' | 'horizontal';
  size?: 'sm' | 'md';
  /** Styles for the field around the label and the button, e.g. its share of a flex row. */
  sx?: SxProps;
}

/**
 * A labelled button that opens a menu of choices, with the current one checked.
 *
 * It stands in for a Joy `Select` on purpose. A `Select` keeps its listbox and every option in the
 * page from the start, and after the first paint the options register themselves, which makes React
 * render the select again before the browser can do anything else. A page with a few selects spent
 * most of its longest start-up task on that. A menu renders its items only while it is open.
 */
export default function FilterMenu<Value extends string>({
  label,
  value,
  choices,
  onChange,
  orientation = 'vertical',
  size = 'sm',
  sx,
}: FilterMenuProps<Value>) {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const current = choices.find((choice) => choice.value === value);
  const horizontal = orientation === 'horizontal';
  return (
    <FormControl
      size={size}
      orientation={orientation}
      sx={[
        horizontal ? { alignItems: 'center', gap: 1 } : { minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <FormLabel
        id={labelId}
        htmlFor={buttonId}
        sx={horizontal ? { m: 0 } : undefined}
      >
        {label}
      </FormLabel>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        <MenuButton
          id={buttonId}
          size={size}
          variant="outlined"
          color="neutral"
          // Read as "Status All statuses": the label, then the choice the button shows.
          aria-labelledby={`${labelId} ${buttonId}`}
          // The menu is only in the page while open, so it is only named as controlled then.
          aria-controls={open ? menuId : undefined}
          endDecorator={<UnfoldMoreRounded />}
          sx={{
            justifyContent: 'space-between',
            fontWeight: 'md',
            minWidth: horizontal ? 72 : 0,
          }}
        >
          <Box
            component="span"
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {current?.label ?? value}
          </Box>
        </MenuButton>
        <Menu
          id={menuId}
          size={size}
          placement="bottom"
          sx={{ minWidth: 180, maxHeight: 320, overflow: 'auto' }}
        >
          {choices.map((choice) => {
            const checked = choice.value === value;
            return (
              <MenuItem
                key={choice.value}
                role="menuitemradio"
                aria-checked={checked}
                selected={checked}
                onClick={() => onChange(choice.value)}
              >
                <ListItemDecorator>
                  {checked ? <CheckRounded /> : null}
                </ListItemDecorator>
                <Box component="span" sx={{ flex: 1 }}>
                  {choice.label}
                </Box>{' '}
                {choice.count === undefined ? null : (
                  <Typography
                    component="span"
                    level="body-sm"
                    textColor="text.secondary"
                  >
                    ({choice.count})
                  </Typography>
                )}
              </MenuItem>
            );
          })}
        </Menu>
      </Dropdown>
    </FormControl>
  );
}
