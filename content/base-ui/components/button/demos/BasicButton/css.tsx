import { Button } from '@base-ui/react/button';
import classes from './css.module.css';

export default function BasicButton() {
  return (
    <div className={classes.row}>
      <Button className={`${classes.button} ${classes.secondary}`}>
        Discard draft
      </Button>
      <Button className={`${classes.button} ${classes.primary}`}>
        Publish post
      </Button>
    </div>
  );
}
