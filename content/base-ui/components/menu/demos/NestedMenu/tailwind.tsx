import { Menu } from '@base-ui/react/menu';

const playlists = [
  { name: 'Road trip', disabled: false },
  { name: 'Focus', disabled: false },
  { name: 'Chill mix (view only)', disabled: true },
];

const positionerClass = 'z-[1300]';
const popupClass =
  'min-w-[180px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0';
const itemClass =
  'flex cursor-default select-none items-center justify-between gap-4 rounded px-3 py-1.5 outline-none data-[disabled]:text-fg-disabled data-[highlighted]:bg-hover data-[popup-open]:bg-hover';
const separatorClass = 'mx-0 my-1 h-px bg-divider';

export default function NestedMenu() {
  return (
    <div className="flex w-[260px] items-center justify-between gap-4 rounded-theme border border-solid border-divider p-2 ps-4 text-fg">
      <div>
        <p className="m-0 text-sm font-medium">Harbor Lights</p>
        <p className="m-0 text-[0.8125rem] leading-5 text-fg-muted">
          The Tidewater Band
        </p>
      </div>
      <Menu.Root>
        <Menu.Trigger
          aria-label="More options for Harbor Lights"
          className="m-0 flex size-8 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-inherit hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary data-[popup-open]:bg-hover"
        >
          <DotsIcon />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} align="end" className={positionerClass}>
            <Menu.Popup className={popupClass}>
              <Menu.Item className={itemClass}>Play next</Menu.Item>
              <Menu.Item className={itemClass}>Add to queue</Menu.Item>
              <Menu.SubmenuRoot>
                <Menu.SubmenuTrigger className={itemClass}>
                  Add to playlist <ChevronIcon />
                </Menu.SubmenuTrigger>
                <Menu.Portal>
                  <Menu.Positioner
                    sideOffset={2}
                    alignOffset={-5}
                    className={positionerClass}
                  >
                    <Menu.Popup className={popupClass}>
                      {playlists.map(({ name, disabled }) => (
                        <Menu.Item
                          key={name}
                          disabled={disabled}
                          className={itemClass}
                        >
                          {name}
                        </Menu.Item>
                      ))}
                      <Menu.Separator className={separatorClass} />
                      <Menu.Item className={itemClass}>New playlist…</Menu.Item>
                    </Menu.Popup>
                  </Menu.Positioner>
                </Menu.Portal>
              </Menu.SubmenuRoot>
              <Menu.Separator className={separatorClass} />
              <Menu.Item className={itemClass}>Go to album</Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}

function DotsIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      className="rtl:-scale-x-100"
    >
      <path d="M6 4v8l4.5-4z" />
    </svg>
  );
}
