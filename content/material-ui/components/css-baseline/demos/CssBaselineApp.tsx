import * as React from 'react';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';

// Render CssBaseline once, at the root of the app.
export default function CssBaselineApp() {
  return (
    <React.Fragment>
      <CssBaseline enableColorScheme />
      <Container maxWidth="sm">
        <Typography variant="h5" component="div" gutterBottom>
          Weekly planner
        </Typography>
        <p>
          The page has no margin around it, its background and text colours come from
          the theme, and <strong>bold text</strong> uses the theme&apos;s bold
          weight.
        </p>
        {/* With enableColorScheme, native controls and scrollbars follow the mode. */}
        <label>
          <input type="checkbox" defaultChecked /> Send me a reminder on Sunday
          evening
        </label>
      </Container>
    </React.Fragment>
  );
}
