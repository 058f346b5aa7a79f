import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';

// Hoisted to a constant so the styles are not serialized again on every render.
const articleStyles = (
  <GlobalStyles
    styles={(theme) => ({
      body: { ...theme.typography.body1, margin: theme.spacing(2) },
      h1: { ...theme.typography.h5, margin: theme.spacing(0, 0, 1) },
      a: {
        color: (theme.vars ?? theme).palette.primary.main,
        textUnderlineOffset: '0.2em',
      },
      'ul li::marker': { color: (theme.vars ?? theme).palette.secondary.main },
    })}
  />
);

export default function HowToCustomizeGlobalStyles() {
  return (
    <React.Fragment>
      {articleStyles}
      <h1>Release 4.2</h1>
      <p>
        This release adds offline editing. Read the{' '}
        <a href="#upgrade-steps">upgrade steps</a> before you update.
      </p>
      <ul id="upgrade-steps">
        <li>Back up your workspace.</li>
        <li>Update the desktop app.</li>
        <li>Sign in again on every device.</li>
      </ul>
    </React.Fragment>
  );
}
