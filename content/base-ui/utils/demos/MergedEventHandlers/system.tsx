import * as React from 'react';
import { mergeProps } from '@base-ui/react/merge-props';
import type { BaseUIEvent } from '@base-ui/react/types';
import { styled } from '@mui/system';

const Button = styled('button')({
  height: 36,
  padding: '0 16px',
  margin: 0,
  border: 0,
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

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

const Container = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Option = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
});

const Checkbox = styled('input')({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: 'var(--mui-palette-primary-main)',
});

const Log = styled('ol')({
  minHeight: 44,
  paddingInlineStart: 20,
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
});

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
