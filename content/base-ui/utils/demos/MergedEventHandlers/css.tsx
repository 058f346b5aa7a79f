import * as React from 'react';
import { mergeProps } from '@base-ui/react/merge-props';
import type { BaseUIEvent } from '@base-ui/react/types';
import classes from './css.module.css';

interface TrackedButtonProps extends Omit<
  React.ComponentProps<'button'>,
  'onClick'
> {
  onClick?: (event: BaseUIEvent<React.MouseEvent<HTMLButtonElement>>) => void;
  onTrack: (message: string) => void;
}

// A reusable button with a click handler of its own.
function TrackedButton({ onTrack, ...props }: TrackedButtonProps) {
  const ownProps = {
    type: 'button' as const,
    className: classes.button,
    onClick: () => onTrack('TrackedButton: click recorded'),
  };
  return <button {...mergeProps<'button'>(ownProps, props)} />;
}

export default function MergedEventHandlers() {
  const [skip, setSkip] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <div className={classes.container}>
      <label className={classes.option}>
        <input
          type="checkbox"
          checked={skip}
          onChange={(event) => setSkip(event.target.checked)}
          className={classes.checkbox}
        />
        Call preventBaseUIHandler()
      </label>
      <TrackedButton
        onTrack={(message) => setLog((current) => [...current, message])}
        onClick={(event) => {
          setLog(['Page: draft saved']);
          if (skip) event.preventBaseUIHandler();
        }}
      >
        Save draft
      </TrackedButton>
      <ol aria-label="Handlers that ran" className={classes.log}>
        {log.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ol>
    </div>
  );
}
