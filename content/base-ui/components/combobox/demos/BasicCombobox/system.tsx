import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import { styled } from '@mui/system';

const countries = [
  'Argentina',
  'Australia',
  'Brazil',
  'Canada',
  'Egypt',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Mexico',
  'Norway',
  'Portugal',
  'South Korea',
  'Spain',
  'United Kingdom',
];

export default function BasicCombobox() {
  const id = React.useId();

  return (
    <Combobox.Root items={countries}>
      <Field>
        <Label htmlFor={id}>Country</Label>
        <InputGroup>
          <Input id={id} placeholder="e.g. Norway" />
          <Clear aria-label="Clear country">
            <ClearIcon />
          </Clear>
          <Trigger aria-label="Show countries">
            <ChevronDownIcon />
          </Trigger>
        </InputGroup>
      </Field>
      <Combobox.Portal>
        <Positioner sideOffset={4}>
          <Popup>
            <Empty>No country matches your search.</Empty>
            <List>
              {(country: string) => (
                <Item key={country} value={country}>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                  <ItemText>{country}</ItemText>
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
  width: 224,
  height: 36,
  paddingInlineEnd: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  '&:focus-within': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Input = styled(Combobox.Input)({
  flex: 1,
  minWidth: 0,
  height: '100%',
  margin: 0,
  paddingBlock: 0,
  paddingInline: '12px 4px',
  border: 0,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: 'var(--mui-palette-text-secondary)' },
});

const iconButton = {
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
  color: 'var(--mui-palette-text-secondary)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
} as const;

const Clear = styled(Combobox.Clear)(iconButton);

const Trigger = styled(Combobox.Trigger)(iconButton);

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

function ChevronDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4 6l4 4 4-4"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
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
