import * as React from 'react';
import { Switch } from '@base-ui/react/switch';
import classes from './css.module.css';

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
    <div className={classes.row}>
      <label className={classes.label}>
        <Switch.Root
          // `?? false`: a boolean from the first render keeps the switch controlled.
          checked={settings?.autoplayPreviews ?? false}
          disabled={settings === null}
          onCheckedChange={(checked) => setSettings({ autoplayPreviews: checked })}
          className={classes.root}
        >
          <Switch.Thumb className={classes.thumb} />
        </Switch.Root>
        Autoplay video previews
      </label>
      <span aria-live="polite" className={classes.status}>
        {settings === null ? 'Loading your settings…' : ''}
      </span>
    </div>
  );
}
