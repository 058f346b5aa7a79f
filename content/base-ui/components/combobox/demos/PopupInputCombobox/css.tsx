import { Combobox } from '@base-ui/react/combobox';
import classes from './css.module.css';

const languages = [
  'Deutsch',
  'English',
  'Español',
  'Français',
  'Italiano',
  'Nederlands',
  'Polski',
  'Português',
  'Svenska',
  'Türkçe',
  'Tiếng Việt',
  'Ελληνικά',
];

export default function PopupInputCombobox() {
  return (
    <Combobox.Root items={languages} defaultValue="English">
      <div className={classes.field}>
        <Combobox.Label className={classes.label}>Display language</Combobox.Label>
        <Combobox.Trigger className={classes.trigger}>
          <span className={classes.value}>
            <Combobox.Value placeholder="Choose a language" />
          </span>
          <Combobox.Icon className={classes.icon}>
            <ChevronUpDownIcon />
          </Combobox.Icon>
        </Combobox.Trigger>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner
          align="start"
          sideOffset={4}
          className={classes.positioner}
        >
          <Combobox.Popup aria-label="Display language" className={classes.popup}>
            <Combobox.Input
              aria-label="Search languages"
              placeholder="Search…"
              className={classes.input}
            />
            <Combobox.Empty className={classes.empty}>
              No language matches your search.
            </Combobox.Empty>
            <Combobox.List className={classes.list}>
              {(language: string) => (
                <Combobox.Item
                  key={language}
                  value={language}
                  className={classes.item}
                >
                  <Combobox.ItemIndicator className={classes.indicator}>
                    <CheckIcon />
                  </Combobox.ItemIndicator>
                  <span className={classes.itemText}>{language}</span>
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}

function ChevronUpDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 6l3-3 3 3M5 10l3 3 3-3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
