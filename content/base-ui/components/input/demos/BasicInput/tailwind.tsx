import * as React from 'react';
import { Input } from '@base-ui/react/input';

export default function BasicInput() {
  const id = React.useId();

  return (
    <div className="flex w-64 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Order number
      </label>
      <Input
        id={id}
        placeholder="e.g. NW-20481"
        className="m-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg placeholder:text-fg-muted focus:outline-2 focus:-outline-offset-1 focus:outline-primary"
      />
    </div>
  );
}
