import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const formats = ['PDF document', 'CSV file', 'Excel workbook'];

export default function BasicMenu() {
  const [exported, setExported] = React.useState('');
  const buttonId = React.useId();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Dropdown>
        <MenuButton id={buttonId}>Export report</MenuButton>
        <Menu aria-labelledby={buttonId}>
          {formats.map((format) => (
            <MenuItem key={format} onClick={() => setExported(format)}>
              {format}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        {exported ? `Exporting the report as a ${exported}…` : ''}
      </Typography>
    </Stack>
  );
}
