import * as React from 'react';
import { Switch } from '@base-ui/react/switch';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  color: theme.vars.palette.text.primary,
}));

const Root = styled(Switch.Root)(({ theme }) => ({
  position: 'relative',
  width: 40,
  height: 24,
  padding: 2,
  border: 0,
  borderRadius: 12,
  background: theme.vars.palette.grey[400],
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-checked]': { background: theme.vars.palette.primary.main },
  '&[data-disabled]': { cursor: 'default', opacity: 0.5 },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Thumb = styled(Switch.Thumb)(({ theme }) => ({
  display: 'block',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: theme.vars.palette.common.white,
  boxShadow: theme.vars.shadows[1],
  transition: theme.transitions.create('translate', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-checked]': { translate: '16px 0' },
  '[dir="rtl"] &[data-checked]': { translate: '-16px 0' },
}));

const Status = styled('span')(({ theme }) => ({
  minHeight: theme.typography.body2.lineHeight,
  color: theme.vars.palette.text.secondary,
}));

interface PlaybackSettings {
  autoplayPreviews: boolean;
}

// Stands in for a request to your settings API.
function loadSettings(): Promise<PlaybackSettings> {
  return new Promise((resolve) => {
    setTimeout(() => resolve({ autoplayPreviews: true }), 1200);
  });
}

export default function LoadedSettingSwitch() {
  const [settings, setSettings] = React.useState<PlaybackSettings | null>(null);

  React.useEffect(() => {
    let active = true;
    loadSettings().then((saved) => {
      if (active) setSettings(saved);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Row>
      <Label>
        <Root
          // `?? false`: a boolean from the first render keeps the switch controlled.
          checked={settings?.autoplayPreviews ?? false}
          disabled={settings === null}
          onCheckedChange={(checked) => setSettings({ autoplayPreviews: checked })}
        >
          <Thumb />
        </Root>
        Autoplay video previews
      </Label>
      <Status aria-live="polite">
        {settings === null ? 'Loading your settings…' : ''}
      </Status>
    </Row>
  );
}
