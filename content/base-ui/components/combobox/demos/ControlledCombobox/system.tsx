import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

interface Person {
  value: string;
  label: string;
}

const currentUser: Person = { value: 'amorgan', label: 'Alex Morgan' };

const people: Person[] = [
  currentUser,
  { value: 'pchen', label: 'Priya Chen' },
  { value: 'jokafor', label: 'James Okafor' },
  { value: 'lgarcia', label: 'Lucía García' },
  { value: 'mtanaka', label: 'Mei Tanaka' },
  { value: 'snovak', label: 'Sara Novak' },
];

export default function ControlledCombobox() {
  const id = React.useId();
  const [assignee, setAssignee] = React.useState<Person | null>(null);
  const [inputValue, setInputValue] = React.useState('');

  function assignToMe() {
    setAssignee(currentUser);
    // With the input text controlled as well, an outside change of the value
    // has to update the text too.
    setInputValue(currentUser.label);
  }

  return (
    <Demo>
      <Combobox.Root
        items={people}
        value={assignee}
        onValueChange={setAssignee}
        inputValue={inputValue}
        onInputValueChange={setInputValue}
      >
        <Field>
          <Label htmlFor={id}>Assignee</Label>
          <InputGroup>
            <Input id={id} placeholder="Search people" />
            <Clear aria-label="Clear assignee">
              <ClearIcon />
            </Clear>
          </InputGroup>
        </Field>
        <Combobox.Portal>
          <Positioner sideOffset={4}>
            <Popup>
              <Empty>Nobody matches “{inputValue}”.</Empty>
              <List>
                {(person: Person) => (
                  <Item key={person.value} value={person}>
                    <Indicator>
                      <CheckIcon />
                    </Indicator>
                    <ItemText>{person.label}</ItemText>
                  </Item>
                )}
              </List>
            </Popup>
          </Positioner>
        </Combobox.Portal>
      </Combobox.Root>
      <TextButton type="button" onClick={assignToMe}>
        Assign to me
      </TextButton>
      <State>
        inputValue: “{inputValue}” · value: {assignee ? assignee.value : 'null'}
      </State>
    </Demo>
  );
}

const Demo = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
}));

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(0.75),
}));

const Label = styled('label')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const InputGroup = styled(Combobox.InputGroup)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: 224,
  height: 36,
  paddingInlineEnd: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  '&:focus-within': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Input = styled(Combobox.Input)(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  height: '100%',
  margin: 0,
  paddingBlock: 0,
  paddingInline: theme.spacing(1.5, 0.5),
  border: 0,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: theme.vars.palette.text.secondary },
}));

const Clear = styled(Combobox.Clear)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
}));

const Positioner = styled(Combobox.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
  outline: 'none',
}));

const Popup = styled(Combobox.Popup)(({ theme }) => ({
  width: 'var(--anchor-width)',
  maxWidth: 'var(--available-width)',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  outline: 'none',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const Empty = styled(Combobox.Empty)(({ theme }) => ({
  padding: theme.spacing(1, 1.5),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  '&:empty': { padding: 0 },
}));

const List = styled(Combobox.List)(({ theme }) => ({
  maxHeight: 'min(18rem, var(--available-height))',
  paddingBlock: theme.spacing(0.5),
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '&[data-empty]': { padding: 0 },
}));

const Item = styled(Combobox.Item)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Indicator = styled(Combobox.ItemIndicator)(({ theme }) => ({
  gridColumn: 1,
  display: 'flex',
  color: theme.vars.palette.primary.main,
}));

const ItemText = styled('span')({ gridColumn: 2 });

const TextButton = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.5, 1),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.primary.main,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
}));

const State = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

function ClearIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4.5 4.5l7 7M11.5 4.5l-7 7"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
