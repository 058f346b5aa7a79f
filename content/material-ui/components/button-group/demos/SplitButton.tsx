import * as React from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const formats = ['Export as PDF', 'Export as CSV', 'Export as Excel'];

export default function SplitButton() {
  const groupRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const open = anchorEl !== null;
  const [selected, setSelected] = React.useState(0);
  const menuId = React.useId();
  const buttonId = React.useId();

  return (
    <React.Fragment>
      <ButtonGroup ref={groupRef} variant="contained" aria-label="Export the report">
        <Button onClick={() => console.info(`${formats[selected]} started`)}>
          {formats[selected]}
        </Button>
        <Button
          id={buttonId}
          size="small"
          aria-label="Choose an export format"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setAnchorEl(open ? null : groupRef.current)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        {formats.map((format, index) => (
          <MenuItem
            key={format}
            selected={index === selected}
            disabled={format === 'Export as Excel'}
            onClick={() => {
              setSelected(index);
              setAnchorEl(null);
            }}
          >
            {format}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
