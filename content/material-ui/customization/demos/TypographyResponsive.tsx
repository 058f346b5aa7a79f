import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  responsiveFontSizes,
  ThemeProvider,
} from '@mui/material/styles';

// Headings shrink on narrow screens and grow back to their full size at `lg`.
const theme = responsiveFontSizes(createTheme());

export default function TypographyResponsive() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h3" component="p">
          Quarterly report
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          Revenue grew in every region
        </Typography>
        <Typography variant="body1">
          Resize the browser window: the two headings change size at each breakpoint,
          while this paragraph keeps its size.
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
