import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const issueLabels = [
  'accessibility',
  'bug',
  'design',
  'documentation',
  'enhancement',
  'good first issue',
  'help wanted',
  'performance',
  'security',
  'testing',
];

export default function MultipleCombobox() {
  const id = React.useId();

  return (
    <Combobox.Root
      multiple
      items={issueLabels}
      defaultValue={['accessibility', 'bug']}
    >
      <Field>
        <Label htmlFor={id}>Labels</Label>
        <InputGroup>
          <Combobox.Value>
            {(value: string[]) => (
              <Chips aria-label={value.length > 0 ? 'Selected labels' : undefined}>
                {value.map((label) => (
                  <Chip key={label}>
                    {label}
                    <ChipRemove aria-label={`Remove ${label}`}>
                      <ClearIcon />
                    </ChipRemove>
                  </Chip>
                ))}
                <Input id={id} placeholder="Add a label" />
              </Chips>
            )}
          </Combobox.Value>
        </InputGroup>
      </Field>
      <Combobox.Portal>
        <Positioner sideOffset={4}>
          <Popup>
            <Empty>No label matches your search.</Empty>
            <List>
              {(label: string) => (
                <Item key={label} value={label}>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                  <ItemText>{label}</ItemText>
                </Item>
              )}
            </List>
          </Popup>
        </Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}

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
  width: 288,
  minHeight: 36,
  padding: theme.spacing(0.5, 0.75),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  '&:focus-within': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Chips = styled(Combobox.Chips)(({ theme }) => ({
  display: 'flex',
  flex: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(0.5),
}));

const Chip = styled(Combobox.Chip)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.25),
  height: 24,
  paddingInline: theme.spacing(1, 0.25),
  borderRadius: 4,
  background: theme.vars.palette.action.selected,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
  cursor: 'default',
  outline: 'none',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
  },
}));

const ChipRemove = styled(Combobox.ChipRemove)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 2,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
}));

const Input = styled(Combobox.Input)(({ theme }) => ({
  flex: 1,
  minWidth: 80,
  height: 26,
  margin: 0,
  padding: theme.spacing(0, 0.5),
  border: 0,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: theme.vars.palette.text.secondary },
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

function ClearIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
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
