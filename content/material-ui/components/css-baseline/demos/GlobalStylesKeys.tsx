import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';

// Styles every <h1> and <kbd> of the document, using theme values.
export default function GlobalStylesKeys() {
  return (
    <React.Fragment>
      <GlobalStyles
        styles={(theme) => ({
          h1: { ...theme.typography.h5, margin: theme.spacing(0, 0, 1) },
          kbd: {
            padding: theme.spacing(0.25, 0.75),
            fontFamily: 'inherit',
            fontSize: '0.875em',
            color: (theme.vars || theme).palette.text.primary,
            backgroundColor: (theme.vars || theme).palette.action.hover,
            border: `1px solid ${(theme.vars || theme).palette.divider}`,
            borderRadius: theme.shape.borderRadius,
          },
        })}
      />
      <h1>Keyboard shortcuts</h1>
      <p>
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search, and <kbd>Esc</kbd> to close
        the search box.
      </p>
    </React.Fragment>
  );
}
