import { Separator } from '@base-ui/react/separator';
import classes from './css.module.css';

export default function BasicSeparator() {
  return (
    <div className={classes.card}>
      <div className={classes.title}>Shipping address</div>
      <div className={classes.text}>14 Rue des Lilas, 69003 Lyon</div>
      <Separator className={classes.separator} />
      <div className={classes.title}>Payment method</div>
      <div className={classes.text}>Visa ending in 4821</div>
    </div>
  );
}
