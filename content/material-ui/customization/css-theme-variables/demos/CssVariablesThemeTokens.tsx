import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export default function CssVariablesThemeTokens() {
  const theme = useTheme();

  if (!theme.vars) {
    return (
      <Typography>
        This theme has no CSS variables: create it with{' '}
        <code>createTheme(&#123; cssVariables: true &#125;)</code>.
      </Typography>
    );
  }

  // The same strings in light and dark mode: the browser resolves them.
  const tokens = [
    { path: 'palette.primary.main', value: theme.vars.palette.primary.main },
    { path: 'palette.secondary.main', value: theme.vars.palette.secondary.main },
    { path: 'palette.background.paper', value: theme.vars.palette.background.paper },
    { path: 'palette.text.primary', value: theme.vars.palette.text.primary },
    { path: 'palette.divider', value: theme.vars.palette.divider },
  ];

  return (
    <Table size="small" aria-label="Colour tokens of the current theme">
      <TableHead>
        <TableRow>
          <TableCell>Colour</TableCell>
          <TableCell>theme.vars path</TableCell>
          <TableCell>Value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tokens.map((token) => (
          <TableRow key={token.path}>
            <TableCell>
              <Box
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: token.value,
                }}
              />
            </TableCell>
            <TableCell>
              <code>{token.path}</code>
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              <code>{token.value}</code>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
