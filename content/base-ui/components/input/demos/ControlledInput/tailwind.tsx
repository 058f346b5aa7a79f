import * as React from 'react';
import { Input } from '@base-ui/react/input';

const maxLength = 40;

export default function ControlledInput() {
  const id = React.useId();
  const [headline, setHeadline] = React.useState('Product designer in Lisbon');

  return (
    <div className="flex w-64 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Profile headline
      </label>
      <Input
        id={id}
        value={headline}
        onValueChange={setHeadline}
        maxLength={maxLength}
        aria-describedby={`${id}-count`}
        className="m-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary"
      />
      <p id={`${id}-count`} className="m-0 text-end text-xs text-fg-muted">
        {headline.length} of {maxLength} characters
      </p>
    </div>
  );
}
