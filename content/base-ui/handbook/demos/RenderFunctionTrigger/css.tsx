import { Collapsible } from '@base-ui/react/collapsible';
import classes from './css.module.css';

const replies = [
  'Marco: Thursday works for the design team.',
  'Aiko: Support needs the final copy by Tuesday.',
  'Priya: Great, Thursday it is.',
];

export default function RenderFunctionTrigger() {
  return (
    <Collapsible.Root className={classes.root}>
      <p className={classes.comment}>Priya: Can we move the launch to Thursday?</p>
      <Collapsible.Trigger
        className={classes.trigger}
        render={(props, state) => (
          <button {...props}>
            {state.open ? 'Hide replies' : `Show ${replies.length} replies`}
          </button>
        )}
      />
      <Collapsible.Panel render={<ul className={classes.replies} />}>
        {replies.map((reply) => (
          <li key={reply}>{reply}</li>
        ))}
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
