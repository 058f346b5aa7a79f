import * as React from 'react';
import { Button } from '@base-ui/react/button';
import { styled } from '@mui/system';

const SubmitButton = styled(Button)({
  minWidth: 144,
  margin: 0,
  padding: '8px 16px',
  border: '1px solid transparent',
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover:not([data-disabled])': { background: 'var(--mui-palette-primary-dark)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
  '&[data-disabled]': { opacity: 0.6, cursor: 'wait' },
});

export default function LoadingButton() {
  const [placing, setPlacing] = React.useState(false);
  const labelId = React.useId();

  React.useEffect(() => {
    if (!placing) {
      return undefined;
    }
    const timeout = setTimeout(() => setPlacing(false), 2000);
    return () => clearTimeout(timeout);
  }, [placing]);

  return (
    <SubmitButton
      disabled={placing}
      focusableWhenDisabled
      aria-labelledby={labelId}
      onClick={() => setPlacing(true)}
    >
      <span id={labelId}>{placing ? 'Placing order…' : 'Place order'}</span>
    </SubmitButton>
  );
}
