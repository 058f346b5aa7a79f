import * as React from 'react';
import { mergeProps } from '@base-ui/react/merge-props';
import type { BaseUIEvent } from '@base-ui/react/types';

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
    className:
      'm-0 h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    onClick: () => onTrack('TrackedButton: click recorded'),
  };
  return <button {...mergeProps<'button'>(ownProps, props)} />;
}

export default function MergedEventHandlers() {
  const [skip, setSkip] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <div className="flex flex-col items-start gap-3 text-sm text-fg">
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={skip}
          onChange={(event) => setSkip(event.target.checked)}
          className="m-0 size-4 accent-primary"
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
      <ol aria-label="Handlers that ran" className="m-0 min-h-11 ps-5 text-fg-muted">
        {log.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ol>
    </div>
  );
}
