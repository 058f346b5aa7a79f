import * as React from 'react';
import { Tabs } from '@base-ui/react/tabs';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

export default function FormTabs() {
  const [saved, setSaved] = React.useState('');
  const id = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(
      `${data.get('title')}, ${data.get('location')}, reminder: ${data.get('reminder')}`,
    );
  }

  return (
    <Form onSubmit={handleSubmit}>
      <Tabs.Root defaultValue="details">
        <List aria-label="Event">
          <Tab value="details">Details</Tab>
          <Tab value="reminder">Reminder</Tab>
        </List>
        {/* keepMounted: the fields of the hidden tab keep their text and are submitted. */}
        <Panel value="details" keepMounted>
          <label htmlFor={`${id}-title`}>Title</label>
          <Input id={`${id}-title`} name="title" defaultValue="Design review" />
          <label htmlFor={`${id}-location`}>Location</label>
          <Input id={`${id}-location`} name="location" defaultValue="Room 4B" />
        </Panel>
        <Panel value="reminder" keepMounted>
          <label htmlFor={`${id}-reminder`}>Remind me</label>
          <Select id={`${id}-reminder`} name="reminder" defaultValue="15 min">
            <option>5 min</option>
            <option>15 min</option>
            <option>1 hour</option>
          </Select>
        </Panel>
      </Tabs.Root>
      <Save type="submit">Save event</Save>
      <Status aria-live="polite">{saved && `Saved: ${saved}`}</Status>
    </Form>
  );
}

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 360,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const List = styled(Tabs.List)(({ theme }) => ({
  display: 'flex',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
}));

const Tab = styled(Tabs.Tab)(({ theme }) => ({
  margin: '0 0 -1px',
  padding: theme.spacing(1.25, 2),
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&[data-active]': {
    borderBottomColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.main,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Panel = styled(Tabs.Panel)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  padding: theme.spacing(2, 0.5),
  // Our `display` would override the `hidden` attribute of inactive panels.
  '&[hidden]': { display: 'none' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const fieldStyles = (theme: CssVarsTheme) =>
  ({
    boxSizing: 'border-box',
    width: 240,
    height: 36,
    padding: theme.spacing(0, 1.5),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
    background: theme.vars.palette.background.paper,
    color: 'inherit',
    font: 'inherit',
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: -1,
    },
  }) as const;

const Input = styled('input')(({ theme }) => fieldStyles(theme));
const Select = styled('select')(({ theme }) => fieldStyles(theme));

const Save = styled('button')(({ theme }) => ({
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 2),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.primary.dark },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
}));
