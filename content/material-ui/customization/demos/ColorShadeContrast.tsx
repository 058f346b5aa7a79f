import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import * as colors from '@mui/material/colors';
import { getContrastRatio } from '@mui/material/styles';

const { common, ...hues } = colors;
type HueName = keyof typeof hues;
const hueNames = Object.keys(hues) as HueName[];
const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

// WCAG AA asks for at least 4.5:1 for body text.
function contrast(background: string, text: string) {
  const ratio = getContrastRatio(background, text);
  return `${ratio.toFixed(2)}:1${ratio >= 4.5 ? ' · AA' : ''}`;
}

export default function ColorShadeContrast() {
  const [hue, setHue] = React.useState<HueName>('teal');

  return (
    <div>
      <TextField
        select
        label="Hue"
        value={hue}
        onChange={(event) => setHue(event.target.value as HueName)}
        size="small"
        sx={{ minWidth: 180, mb: 1 }}
      >
        {hueNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Table size="small" aria-label={`Contrast of the ${hue} shades`}>
        <TableHead>
          <TableRow>
            <TableCell>Shade</TableCell>
            <TableCell>White text</TableCell>
            <TableCell>Black text</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shades.map((shade) => (
            <TableRow key={shade}>
              <TableCell>
                <Box
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 16,
                    height: 16,
                    mr: 1,
                    verticalAlign: 'middle',
                    borderRadius: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: hues[hue][shade],
                  }}
                />
                {`${hue}[${shade}] ${hues[hue][shade]}`}
              </TableCell>
              <TableCell>{contrast(hues[hue][shade], common.white)}</TableCell>
              <TableCell>{contrast(hues[hue][shade], common.black)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
