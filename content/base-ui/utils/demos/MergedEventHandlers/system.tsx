import * as React from 'react';
import { mergeProps } from '@base-ui/react/merge-props';
import type { BaseUIEvent } from '@base-ui/react/types';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Button = styled('button')(({ theme }) => ({
  height: 36,
  padding: theme.spacing(0, 2),
  margin: 0,
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

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
    onClick: () => onTrack('TrackedButton: click recorded'),
  };
  return <Button {...mergeProps<'button'>(ownProps, props)} />;
}

const Container = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Option = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

const Checkbox = styled('input')(({ theme }) => ({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: theme.vars.palette.primary.main,
}));

const Log = styled('ol')(({ theme }) => ({
  minHeight: 44,
  paddingInlineStart: theme.spacing(2.5),
  margin: 0,
  color: theme.vars.palette.text.secondary,
}));

export default function MergedEventHandlers() {
  const [skip, setSkip] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Container>
      <Option>
        <Checkbox
          type="checkbox"
          checked={skip}
          onChange={(event) => setSkip(event.target.checked)}
        />
        Call preventBaseUIHandler()
      </Option>
      <TrackedButton
        onTrack={(message) => setLog((current) => [...current, message])}
        onClick={(event) => {
          setLog(['Page: draft saved']);
          if (skip) event.preventBaseUIHandler();
        }}
      >
        Save draft
      </TrackedButton>
      <Log aria-label="Handlers that ran">
        {log.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </Log>
    </Container>
  );
}
