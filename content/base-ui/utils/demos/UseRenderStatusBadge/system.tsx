import * as React from 'react';
import { useRender } from '@base-ui/react/use-render';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const StatusBadge = styled(StatusBadgeBase)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  height: 28,
  padding: theme.spacing(0, 1.25),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 14,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.pxToRem(13),
  '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%' },
  "&[data-tone='success']::before": {
    background: theme.vars.palette.success.main,
  },
  "&[data-tone='warning']::before": {
    background: theme.vars.palette.warning.main,
  },
  "&[data-tone='error']::before": { background: theme.vars.palette.error.main },
  '&:is(button)': { cursor: 'pointer' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

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
