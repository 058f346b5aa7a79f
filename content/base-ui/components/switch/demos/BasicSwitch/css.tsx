import { Switch } from '@base-ui/react/switch';
import classes from './css.module.css';

export default function BasicSwitch() {
  return (
    <label className={classes.label}>
      <Switch.Root defaultChecked className={classes.root}>
        <Switch.Thumb className={classes.thumb} />
      </Switch.Root>
      Email notifications
    </label>
  );
}
