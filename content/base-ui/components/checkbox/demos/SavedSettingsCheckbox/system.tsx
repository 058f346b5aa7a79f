import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

interface Preferences {
  weeklyDigest: boolean;
}

const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Root = styled(Checkbox.Root)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: `2px solid ${theme.vars.palette.text.secondary}`,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.primary.contrastText,
  cursor: 'pointer',
  '&[data-checked]': {
    borderColor: theme.vars.palette.primary.main,
    background: theme.vars.palette.primary.main,
  },
  '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function SavedSettingsCheckbox() {
  const [preferences, setPreferences] = React.useState<Preferences | null>(null);

  React.useEffect(() => {
    // Stands in for loading the saved preferences from your server.
    const timer = window.setTimeout(
      () => setPreferences({ weeklyDigest: true }),
      1500,
    );
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Label>
      <Root
        // `?? false` keeps the checkbox controlled while the preferences load.
        checked={preferences?.weeklyDigest ?? false}
        disabled={preferences === null}
        onCheckedChange={(checked) => setPreferences({ weeklyDigest: checked })}
      >
        <Checkbox.Indicator style={{ display: 'flex' }}>
          <CheckIcon />
        </Checkbox.Indicator>
      </Root>
      Email me a weekly digest
    </Label>
  );
}
