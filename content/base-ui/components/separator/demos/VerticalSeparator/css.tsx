import { Separator } from '@base-ui/react/separator';
import classes from './css.module.css';

export default function VerticalSeparator() {
  return (
    <div className={classes.actions}>
      <button type="button" className={classes.action}>
        Edit
      </button>
      <button type="button" className={classes.action}>
        Duplicate
      </button>
      <Separator orientation="vertical" className={classes.separator} />
      <button type="button" className={classes.action}>
        Archive
      </button>
      <button type="button" className={classes.action}>
        Delete
      </button>
    </div>
  );
}
