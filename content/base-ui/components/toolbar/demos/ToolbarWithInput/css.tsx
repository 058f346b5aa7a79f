import { Toolbar } from '@base-ui/react/toolbar';
import classes from './css.module.css';

export default function ToolbarWithInput() {
  return (
    <Toolbar.Root aria-label="Inbox" className={classes.root}>
      <Toolbar.Button className={classes.button}>Archive</Toolbar.Button>
      <Toolbar.Button className={classes.button}>Mark as read</Toolbar.Button>
      <Toolbar.Separator className={classes.separator} />
      <Toolbar.Link href="#filters" className={classes.link}>
        Filters
      </Toolbar.Link>
      <Toolbar.Separator className={classes.separator} />
      <Toolbar.Input
        aria-label="Search mail"
        placeholder="Search mail"
        className={classes.input}
      />
    </Toolbar.Root>
  );
}
