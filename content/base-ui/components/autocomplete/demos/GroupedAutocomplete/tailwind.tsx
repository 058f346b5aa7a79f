import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';

interface SettingsSection {
  section: string;
  items: string[];
}

const settings: SettingsSection[] = [
  {
    section: 'Account',
    items: ['Change password', 'Two-factor authentication', 'Connected apps'],
  },
  {
    section: 'Notifications',
    items: ['Email digest', 'Push notifications', 'Quiet hours'],
  },
  {
    section: 'Appearance',
    items: ['Theme', 'Text size', 'Reduce motion'],
  },
];

export default function GroupedAutocomplete() {
  const id = React.useId();

  return (
    <Autocomplete.Root items={settings}>
      <div className="flex flex-col items-start gap-1.5">
        <label
          htmlFor={id}
          className="text-sm font-medium text-gray-900 dark:text-gray-100"
        >
          Search settings
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="e.g. password"
          className="m-0 h-9 w-56 rounded-md border border-gray-300 bg-white px-3 py-0 font-[inherit] text-sm text-gray-900 placeholder:text-gray-600 focus:outline-2 focus:outline-offset-2 focus:outline-blue-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:focus:outline-blue-400"
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className="z-[1300] outline-none">
          <Autocomplete.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-lg border border-gray-300 bg-white text-gray-900 shadow-lg outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
            <Autocomplete.Empty className="px-3 py-2 text-sm text-gray-600 empty:p-0 dark:text-gray-400">
              No setting matches your search.
            </Autocomplete.Empty>
            <Autocomplete.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
              {(group: SettingsSection) => (
                <Autocomplete.Group key={group.section} items={group.items}>
                  <Autocomplete.GroupLabel className="px-3 pt-2 pb-1 text-xs font-semibold text-gray-600 dark:text-gray-400">
                    {group.section}
                  </Autocomplete.GroupLabel>
                  <Autocomplete.Collection>
                    {(setting: string) => (
                      <Autocomplete.Item
                        key={setting}
                        value={setting}
                        className="flex cursor-default items-center px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800"
                      >
                        {setting}
                      </Autocomplete.Item>
                    )}
                  </Autocomplete.Collection>
                </Autocomplete.Group>
              )}
            </Autocomplete.List>
          </Autocomplete.Popup>
        </Autocomplete.Positioner>
      </Autocomplete.Portal>
    </Autocomplete.Root>
  );
}
