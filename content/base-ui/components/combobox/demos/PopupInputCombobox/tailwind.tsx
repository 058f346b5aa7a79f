import { Combobox } from '@base-ui/react/combobox';

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
      <div className="flex flex-col items-start gap-1.5">
        <Combobox.Label className="text-sm font-medium text-fg">
          Display language
        </Combobox.Label>
        <Combobox.Trigger className="m-0 flex h-9 w-56 cursor-pointer items-center justify-between gap-2 rounded-md border border-divider bg-surface px-3 py-0 text-start font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          <span className="truncate">
            <Combobox.Value placeholder="Choose a language" />
          </span>
          <Combobox.Icon className="flex text-fg-muted">
            <ChevronUpDownIcon />
          </Combobox.Icon>
        </Combobox.Trigger>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner
          align="start"
          sideOffset={4}
          className="z-[1300] outline-none"
        >
          <Combobox.Popup
            aria-label="Display language"
            className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0"
          >
            <Combobox.Input
              aria-label="Search languages"
              placeholder="Search…"
              className="m-0 h-9 w-full border-0 border-b border-divider bg-transparent px-3 py-0 font-[inherit] text-sm text-fg outline-none placeholder:text-fg-muted"
            />
            <Combobox.Empty className="px-3 py-2 text-sm text-fg-muted empty:p-0">
              No language matches your search.
            </Combobox.Empty>
            <Combobox.List className="max-h-[min(15rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
              {(language: string) => (
                <Combobox.Item
                  key={language}
                  value={language}
                  className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                >
                  <Combobox.ItemIndicator className="col-start-1 flex text-primary">
                    <CheckIcon />
                  </Combobox.ItemIndicator>
                  <span className="col-start-2">{language}</span>
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
