import { Toggle } from '@base-ui/react/toggle';
import classes from './css.module.css';

export default function BasicToggle() {
  return (
    <div className={classes.row}>
      Kyoto travel guide
      <Toggle aria-label="Favourite" className={classes.toggle}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={classes.icon}>
          <polygon points="12 3 14.4 9.3 21 9.6 15.8 13.7 17.6 20.2 12 16.5 6.4 20.2 8.2 13.7 3 9.6 9.6 9.3" />
        </svg>
      </Toggle>
    </div>
  );
}
