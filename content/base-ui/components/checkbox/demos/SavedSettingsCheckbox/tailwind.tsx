import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';

interface Preferences {
  weeklyDigest: boolean;
}

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
    <label className="inline-flex items-center gap-2 text-sm text-fg">
      <Checkbox.Root
        // `?? false` keeps the checkbox controlled while the preferences load.
        checked={preferences?.weeklyDigest ?? false}
        disabled={preferences === null}
        onCheckedChange={(checked) => setPreferences({ weeklyDigest: checked })}
        className="m-0 inline-flex size-5 cursor-pointer items-center justify-center rounded border-2 border-solid border-fg-muted bg-transparent p-0 text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[checked]:bg-primary data-[disabled]:cursor-default data-[disabled]:opacity-50"
      >
        <Checkbox.Indicator className="flex">
          <CheckIcon />
        </Checkbox.Indicator>
      </Checkbox.Root>
      Email me a weekly digest
    </label>
  );
}
