import { Drawer } from '@base-ui/react/drawer';
import classes from './css.module.css';

const actions = ['Copy link', 'Send by email', 'Share to Messages'];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function BottomSheetDrawer({ window }: Props) {
  return (
    <Drawer.Root>
      <Drawer.Trigger className={classes.button}>Share album</Drawer.Trigger>
      <Drawer.Portal container={window ? window().document.body : undefined}>
        <Drawer.Backdrop className={classes.backdrop} />
        <Drawer.Viewport className={classes.viewport}>
          <Drawer.Popup className={classes.popup}>
            <div className={classes.handle} />
            <Drawer.Content>
              <Drawer.Title className={classes.title}>
                Share “Lisbon, May”
              </Drawer.Title>
              <Drawer.Description className={classes.description}>
                Anyone with the link can see the 48 photos in this album.
              </Drawer.Description>
              {actions.map((action) => (
                <Drawer.Close key={action} className={classes.action}>
                  {action}
                </Drawer.Close>
              ))}
            </Drawer.Content>
          </Drawer.Popup>
        </Drawer.Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
