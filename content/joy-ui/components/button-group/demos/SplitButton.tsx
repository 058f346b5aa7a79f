import * as React from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const strategies = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [selected, setSelected] = React.useState(1);
  return (
    // Dropdown renders no element: it only connects MenuButton to Menu, so it can wrap the group.
    <Dropdown>
      <ButtonGroup variant="solid" color="success" aria-label="Merge pull request">
        <Button>{strategies[selected]}</Button>
        <MenuButton
          slots={{ root: IconButton }}
          aria-label="Choose a merge strategy"
        >
          <ArrowDropDown />
        </MenuButton>
      </ButtonGroup>
      <Menu placement="bottom-end">
        {strategies.map((strategy, index) => (
          <MenuItem
            key={strategy}
            // One choice among several: a radio item that reports whether it is checked.
            role="menuitemradio"
            aria-checked={index === selected}
            selected={index === selected}
            onClick={() => setSelected(index)}
          >
            {strategy}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
