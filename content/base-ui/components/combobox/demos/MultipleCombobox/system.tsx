import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import { styled } from '@mui/system';

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

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
});

const Label = styled('label')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const InputGroup = styled(Combobox.InputGroup)({
  display: 'flex',
  alignItems: 'center',
  width: 288,
  minHeight: 36,
  padding: '4px 6px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  '&:focus-within': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Chips = styled(Combobox.Chips)({
  display: 'flex',
  flex: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
});

const Chip = styled(Combobox.Chip)({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  height: 24,
  paddingInline: '8px 2px',
  borderRadius: 4,
  background: 'var(--mui-palette-action-selected)',
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
  cursor: 'default',
  outline: 'none',
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const ChipRemove = styled(Combobox.ChipRemove)({
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
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
});

const Input = styled(Combobox.Input)({
  flex: 1,
  minWidth: 80,
  height: 26,
  margin: 0,
  padding: '0 4px',
  border: 0,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: 'var(--mui-palette-text-secondary)' },
});

const Positioner = styled(Combobox.Positioner)({ zIndex: 1300, outline: 'none' });

const Popup = styled(Combobox.Popup)({
  width: 'var(--anchor-width)',
  maxWidth: 'var(--available-width)',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  outline: 'none',
  transition: 'opacity 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
});

const Empty = styled(Combobox.Empty)({
  padding: '8px 12px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  '&:empty': { padding: 0 },
});

const List = styled(Combobox.List)({
  maxHeight: 'min(18rem, var(--available-height))',
  paddingBlock: 4,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '&[data-empty]': { padding: 0 },
});

const Item = styled(Combobox.Item)({
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
});

const Indicator = styled(Combobox.ItemIndicator)({
  gridColumn: 1,
  display: 'flex',
  color: 'var(--mui-palette-primary-main)',
});

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
