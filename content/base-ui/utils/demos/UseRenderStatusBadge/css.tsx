import * as React from 'react';
import { mergeProps } from '@base-ui/react/merge-props';
import { useRender } from '@base-ui/react/use-render';
import classes from './css.module.css';

type StatusBadgeState = {
  tone: 'success' | 'warning' | 'error';
};

interface StatusBadgeProps extends useRender.ComponentProps<
  'span',
  StatusBadgeState
> {
  tone: StatusBadgeState['tone'];
}

function StatusBadge({ tone, render, ...props }: StatusBadgeProps) {
  const state: StatusBadgeState = { tone };
  return useRender({
    defaultTagName: 'span',
    render,
    state,
    props: mergeProps<'span'>({ className: classes.badge }, props),
  });
}

export default function UseRenderStatusBadge() {
  const [paid, setPaid] = React.useState(false);

  return (
    <div className={classes.row}>
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
