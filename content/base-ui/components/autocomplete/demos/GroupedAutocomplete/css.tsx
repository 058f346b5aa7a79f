import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';
import classes from './css.module.css';

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
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Search settings
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="e.g. password"
          className={classes.input}
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className={classes.positioner}>
          <Autocomplete.Popup className={classes.popup}>
            <Autocomplete.Empty className={classes.empty}>
              No setting matches your search.
            </Autocomplete.Empty>
            <Autocomplete.List className={classes.list}>
              {(group: SettingsSection) => (
                <Autocomplete.Group key={group.section} items={group.items}>
                  <Autocomplete.GroupLabel className={classes.groupLabel}>
                    {group.section}
                  </Autocomplete.GroupLabel>
                  <Autocomplete.Collection>
                    {(setting: string) => (
                      <Autocomplete.Item
                        key={setting}
                        value={setting}
                        className={classes.item}
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
