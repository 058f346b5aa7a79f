import * as React from 'react';
import { useRender } from '@base-ui/react/use-render';
import { styled } from '@mui/system';

type StatusBadgeState = {
  tone: 'success' | 'warning' | 'error';
};

interface StatusBadgeProps extends useRender.ComponentProps<
  'span',
  StatusBadgeState
> {
  tone: StatusBadgeState['tone'];
}

function StatusBadgeBase({ tone, render, ...props }: StatusBadgeProps) {
  const state: StatusBadgeState = { tone };
  return useRender({ defaultTagName: 'span', render, state, props });
}

const StatusBadge = styled(StatusBadgeBase)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 28,
  padding: '0 10px',
  margin: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 14,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.8125rem',
  '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%' },
  "&[data-tone='success']::before": {
    background: 'var(--mui-palette-success-main)',
  },
  "&[data-tone='warning']::before": {
    background: 'var(--mui-palette-warning-main)',
  },
  "&[data-tone='error']::before": { background: 'var(--mui-palette-error-main)' },
  '&:is(button)': { cursor: 'pointer' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export default function UseRenderStatusBadge() {
  const [paid, setPaid] = React.useState(false);

  return (
    <Row>
      <StatusBadge tone="success">Delivered</StatusBadge>
      <StatusBadge tone="warning">Awaiting pickup</StatusBadge>
      <StatusBadge
        tone={paid ? 'success' : 'error'}
        render={<button type="button" onClick={() => setPaid(true)} />}
      >
        {paid ? 'Paid' : 'Payment failed: retry'}
      </StatusBadge>
    </Row>
  );
}
