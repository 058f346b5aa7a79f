import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';
import { styled } from '@mui/system';

const spices = [
  'Basil',
  'Bay leaf',
  'Black pepper',
  'Cardamom',
  'Cayenne',
  'Chili flakes',
  'Cinnamon',
  'Cloves',
  'Coriander',
  'Cumin',
  'Curry powder',
  'Garam masala',
  'Nutmeg',
  'Oregano',
  'Paprika',
  'Rosemary',
  'Saffron',
  'Sage',
  'Thyme',
  'Turmeric',
];

const LIMIT = 5;

export default function StartsWithAutocomplete() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const { startsWith } = Autocomplete.useFilter();
  const query = value.trim();
  const matchCount = spices.filter((spice) => startsWith(spice, query)).length;

  return (
    <Autocomplete.Root
      items={spices}
      value={value}
      onValueChange={setValue}
      filter={startsWith}
      limit={LIMIT}
    >
      <Field>
        <Label htmlFor={id}>Spice</Label>
        <Input id={id} placeholder="e.g. saffron" />
      </Field>
      <Autocomplete.Portal>
        <Positioner sideOffset={4}>
          <Popup>
            <Status>
              {matchCount > LIMIT
                ? `Showing ${LIMIT} of ${matchCount} spices. Keep typing to narrow the list.`
                : null}
            </Status>
            <Empty>No spice starts with “{query}”.</Empty>
            <List>
              {(spice: string) => (
                <Item key={spice} value={spice}>
                  {spice}
                </Item>
              )}
            </List>
          </Popup>
        </Positioner>
      </Autocomplete.Portal>
    </Autocomplete.Root>
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

const Input = styled(Autocomplete.Input)({
  width: 224,
  height: 36,
  margin: 0,
  padding: '0 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: 'var(--mui-palette-text-secondary)' },
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Positioner = styled(Autocomplete.Positioner)({
  zIndex: 1300,
  outline: 'none',
});

const Popup = styled(Autocomplete.Popup)({
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

const Empty = styled(Autocomplete.Empty)({
  padding: '8px 12px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  '&:empty': { padding: 0 },
});

const List = styled(Autocomplete.List)({
  maxHeight: 'min(18rem, var(--available-height))',
  paddingBlock: 4,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '&[data-empty]': { padding: 0 },
});

const Item = styled(Autocomplete.Item)({
  display: 'flex',
  alignItems: 'center',
  padding: '6px 12px',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
});

const Status = styled(Autocomplete.Status)({
  padding: '8px 12px 4px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
  '&:empty': { padding: 0 },
});
