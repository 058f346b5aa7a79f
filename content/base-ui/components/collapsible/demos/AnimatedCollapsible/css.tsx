import { Collapsible } from '@base-ui/react/collapsible';
import classes from './css.module.css';

const changes = [
  'Dark mode now follows your system setting.',
  'PDF exports keep their page numbers.',
  'Search results load twice as fast.',
];

export default function AnimatedCollapsible() {
  return (
    <Collapsible.Root className={classes.root}>
      <Collapsible.Trigger className={classes.trigger}>
        What’s new in version 2.4
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          className={classes.chevron}
        >
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </Collapsible.Trigger>
      <Collapsible.Panel className={classes.panel}>
        <div className={classes.content}>
          {changes.map((change) => (
            <div key={change}>{change}</div>
          ))}
        </div>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
