import * as React from 'react';
import { Popover } from '@base-ui/react/popover';
import { styled } from '@mui/system';

const focusRing = {
  outline: '2px solid var(--mui-palette-primary-main)',
  outlineOffset: 2,
};

const Container = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
  fontSize: '0.875rem',
});

const Trigger = styled(Popover.Trigger)({
  height: 36,
  padding: '0 14px',
  margin: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': focusRing,
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
});

const Positioner = styled(Popover.Positioner)({ zIndex: 1300 });

const Popup = styled(Popover.Popup)({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  boxSizing: 'border-box',
  width: 280,
  padding: '14px 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  fontSize: '0.875rem',
  outline: 'none',
});

const Title = styled(Popover.Title)({ margin: 0, fontWeight: 600 });

const Label = styled('label')({ display: 'flex', flexDirection: 'column', gap: 4 });

const Textarea = styled('textarea')({
  boxSizing: 'border-box',
  width: '100%',
  padding: 8,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  resize: 'vertical',
  '&:focus-visible': { ...focusRing, outlineOffset: -1 },
});

const Save = styled(Popover.Close)({
  alignSelf: 'flex-end',
  height: 32,
  padding: '0 12px',
  margin: 0,
  border: 0,
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});

export default function GuardedNotePopover() {
  const [draft, setDraft] = React.useState('');
  const [lastChange, setLastChange] = React.useState('none yet');

  function handleOpenChange(
    open: boolean,
    eventDetails: Popover.Root.ChangeEventDetails,
  ) {
    if (!open && eventDetails.reason === 'outside-press' && draft.trim()) {
      eventDetails.cancel();
      setLastChange('outside-press, ignored because the note is not saved');
      return;
    }
    setLastChange(`${open ? 'opened' : 'closed'} by ${eventDetails.reason}`);
  }

  return (
    <Container>
      <Popover.Root onOpenChange={handleOpenChange}>
        <Trigger>Add courier note</Trigger>
        <Popover.Portal>
          <Positioner sideOffset={8}>
            <Popup>
              <Title render={<p />}>Courier note</Title>
              <Label>
                Instructions
                <Textarea
                  rows={3}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                />
              </Label>
              <Save>Save note</Save>
            </Popup>
          </Positioner>
        </Popover.Portal>
      </Popover.Root>
      <Status>Last change: {lastChange}</Status>
    </Container>
  );
}
