import { Menu } from '@base-ui/react/menu';
import classes from './css.module.css';

const topics = ['Documentation', 'Keyboard shortcuts', 'What’s new'];

export default function HoverMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger openOnHover delay={150} className={classes.trigger}>
        Help
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} className={classes.positioner}>
          <Menu.Popup className={classes.popup}>
            {topics.map((topic) => (
              <Menu.Item key={topic} className={classes.item}>
                {topic}
              </Menu.Item>
            ))}
            <Menu.Separator className={classes.separator} />
            <Menu.Item className={classes.item}>Contact support</Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
