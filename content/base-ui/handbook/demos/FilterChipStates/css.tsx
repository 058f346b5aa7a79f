import { Toggle } from '@base-ui/react/toggle';
import classes from './css.module.css';

export default function FilterChipStates() {
  return (
    <div role="group" aria-label="Filters" className={classes.group}>
      <Toggle defaultPressed className={classes.chip}>
        In stock
      </Toggle>
      <Toggle className={classes.chip}>Free delivery</Toggle>
      <Toggle className={classes.chip}>On sale</Toggle>
      <Toggle disabled className={classes.chip}>
        Same-day delivery
      </Toggle>
    </div>
  );
}
