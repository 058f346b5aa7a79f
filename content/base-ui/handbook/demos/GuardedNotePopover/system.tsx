import * as React from 'react';
import { Popover } from '@base-ui/react/popover';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const focusRing = (theme: CssVarsTheme) =>
  ({
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  }) as const;

const Container = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  fontSize: theme.typography.body2.fontSize,
}));

const Trigger = styled(Popover.Trigger)(({ theme }) => ({
  height: 36,
  padding: theme.spacing(0, 1.75),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': {
    background: theme.vars.palette.action.hover,
  },
  '&:focus-visible': focusRing(theme),
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
}));

const Positioner = styled(Popover.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Popover.Popup)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.25),
  boxSizing: 'border-box',
  width: 280,
  padding: theme.spacing(1.75, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  outline: 'none',
}));

const Title = styled(Popover.Title)({ margin: 0, fontWeight: 600 });

const Label = styled('label')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
}));

const Textarea = styled('textarea')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  resize: 'vertical',
  '&:focus-visible': { ...focusRing, outlineOffset: -1 },
}));

const Save = styled(Popover.Close)(({ theme }) => ({
  alignSelf: 'flex-end',
  height: 32,
  padding: theme.spacing(0, 1.5),
  margin: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': focusRing(theme),
}));

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
