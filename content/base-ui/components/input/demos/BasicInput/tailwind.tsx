import * as React from 'react';
import { Input } from '@base-ui/react/input';

export default function BasicInput() {
  const id = React.useId();

  return (
    <div className="flex w-64 flex-col gap-1">
      <label
        htmlFor={id}
        className="text-sm font-medium text-gray-900 dark:text-gray-100"
      >
        Order number
      </label>
      <Input
        id={id}
        placeholder="e.g. NW-20481"
        className="m-0 box-border h-9 rounded-md border border-solid border-gray-400 bg-white px-2.5 font-[inherit] text-sm text-gray-900 placeholder:text-gray-600 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:focus:outline-blue-400"
      />
    </div>
  );
}
