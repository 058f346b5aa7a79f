import * as React from 'react';
import { mergeProps } from '@base-ui/react/merge-props';
import { useRender } from '@base-ui/react/use-render';

type StatusBadgeState = {
  tone: 'success' | 'warning' | 'error';
};

interface StatusBadgeProps extends useRender.ComponentProps<
  'span',
  StatusBadgeState
> {
  tone: StatusBadgeState['tone'];
}

const badgeClasses =
  "m-0 inline-flex h-7 items-center gap-1.5 rounded-full border border-divider bg-transparent px-2.5 font-[inherit] text-[0.8125rem] text-fg before:size-2 before:rounded-full before:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[tone=error]:before:bg-error data-[tone=success]:before:bg-success data-[tone=warning]:before:bg-warning [&:is(button)]:cursor-pointer";

function StatusBadge({ tone, render, ...props }: StatusBadgeProps) {
  const state: StatusBadgeState = { tone };
  return useRender({
    defaultTagName: 'span',
    render,
    state,
    props: mergeProps<'span'>({ className: badgeClasses }, props),
  });
}

export default function UseRenderStatusBadge() {
  const [paid, setPaid] = React.useState(false);

  return (
    <div className="flex flex-wrap gap-2">
      <StatusBadge tone="success">Delivered</StatusBadge>
      <StatusBadge tone="warning">Awaiting pickup</StatusBadge>
      <StatusBadge
        tone={paid ? 'success' : 'error'}
        render={<button type="button" onClick={() => setPaid(true)} />}
      >
        {paid ? 'Paid' : 'Payment failed: retry'}
      </StatusBadge>
    </div>
  );
}
