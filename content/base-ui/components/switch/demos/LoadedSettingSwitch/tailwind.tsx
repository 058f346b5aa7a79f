import * as React from 'react';
import { Switch } from '@base-ui/react/switch';

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
    <div className="flex flex-col items-start gap-2 text-sm">
      <label className="inline-flex items-center gap-3 text-fg">
        <Switch.Root
          // `?? false`: a boolean from the first render keeps the switch controlled.
          checked={settings?.autoplayPreviews ?? false}
          disabled={settings === null}
          onCheckedChange={(checked) => setSettings({ autoplayPreviews: checked })}
          className="relative m-0 h-6 w-10 cursor-pointer rounded-full border-0 bg-control p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:bg-primary data-[disabled]:cursor-default data-[disabled]:opacity-50"
        >
          <Switch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[checked]:translate-x-4 rtl:data-[checked]:-translate-x-4" />
        </Switch.Root>
        Autoplay video previews
      </label>
      <span aria-live="polite" className="min-h-5 text-fg-muted">
        {settings === null ? 'Loading your settings…' : ''}
      </span>
    </div>
  );
}
