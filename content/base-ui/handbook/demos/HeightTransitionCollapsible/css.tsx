import { Collapsible } from '@base-ui/react/collapsible';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import classes from './css.module.css';

const lines = [
  { name: 'Linen shirt, size M', price: '£45.00' },
  { name: 'Canvas tote bag', price: '£18.00' },
  { name: 'Wool socks, 2 pairs', price: '£12.00' },
];

export default function HeightTransitionCollapsible() {
  return (
    <Collapsible.Root className={classes.root}>
      <Collapsible.Trigger className={classes.trigger}>
        Order 4821 · 3 items
        <ExpandMoreIcon fontSize="small" className={classes.icon} />
      </Collapsible.Trigger>
      <Collapsible.Panel className={classes.panel}>
        <ul className={classes.list}>
          {lines.map((line) => (
            <li key={line.name} className={classes.line}>
              <span>{line.name}</span>
              <span>{line.price}</span>
            </li>
          ))}
        </ul>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
