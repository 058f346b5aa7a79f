import { Menu } from '@base-ui/react/menu';
import classes from './css.module.css';

const playlists = [
  { name: 'Road trip', disabled: false },
  { name: 'Focus', disabled: false },
  { name: 'Chill mix (view only)', disabled: true },
];

export default function NestedMenu() {
  return (
    <div className={classes.row}>
      <div>
        <p className={classes.title}>Harbor Lights</p>
        <p className={classes.artist}>The Tidewater Band</p>
      </div>
      <Menu.Root>
        <Menu.Trigger
          aria-label="More options for Harbor Lights"
          className={classes.iconTrigger}
        >
          <DotsIcon />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} align="end" className={classes.positioner}>
            <Menu.Popup className={classes.popup}>
              <Menu.Item className={classes.item}>Play next</Menu.Item>
              <Menu.Item className={classes.item}>Add to queue</Menu.Item>
              <Menu.SubmenuRoot>
                <Menu.SubmenuTrigger className={classes.item}>
                  Add to playlist <ChevronIcon />
                </Menu.SubmenuTrigger>
                <Menu.Portal>
                  <Menu.Positioner
                    sideOffset={2}
                    alignOffset={-5}
                    className={classes.positioner}
                  >
                    <Menu.Popup className={classes.popup}>
                      {playlists.map(({ name, disabled }) => (
                        <Menu.Item
                          key={name}
                          disabled={disabled}
                          className={classes.item}
                        >
                          {name}
                        </Menu.Item>
                      ))}
                      <Menu.Separator className={classes.separator} />
                      <Menu.Item className={classes.item}>New playlist…</Menu.Item>
                    </Menu.Popup>
                  </Menu.Positioner>
                </Menu.Portal>
              </Menu.SubmenuRoot>
              <Menu.Separator className={classes.separator} />
              <Menu.Item className={classes.item}>Go to album</Menu.Item>
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
      className={classes.chevron}
    >
      <path d="M6 4v8l4.5-4z" />
    </svg>
  );
}
