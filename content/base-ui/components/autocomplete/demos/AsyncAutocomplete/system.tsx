import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const catalogue = [
  'Bamboo cutting board',
  'Cast iron skillet',
  'Ceramic teapot',
  'Chef’s knife',
  'Copper saucepan',
  'Espresso cups',
  'Linen tea towels',
  'Pasta maker',
  'Salad spinner',
  'Stainless steel kettle',
  'Wooden spoon set',
];

export default function AsyncAutocomplete() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const [results, setResults] = React.useState<string[]>([]);
  const [searching, setSearching] = React.useState(false);
  const latestQuery = React.useRef('');

  function handleValueChange(
    next: string,
    eventDetails: Autocomplete.Root.ChangeEventDetails,
  ) {
    setValue(next);
    // A chosen suggestion is already a result: don't search for it again.
    if (eventDetails.reason === 'item-press') {
      return;
    }
    const search = next.trim().toLowerCase();
    latestQuery.current = search;
    setSearching(search !== '');
    if (search === '') {
      setResults([]);
      return;
    }
    // Stands in for a request to your search API.
    window.setTimeout(() => {
      // Drop answers to a query the person has since typed past.
      if (latestQuery.current !== search) {
        return;
      }
      setResults(catalogue.filter((name) => name.toLowerCase().includes(search)));
      setSearching(false);
    }, 500);
  }

  const query = value.trim();

  return (
    <Autocomplete.Root
      items={results}
      filter={null}
      value={value}
      onValueChange={handleValueChange}
    >
      <Field>
        <Label htmlFor={id}>Search the shop</Label>
        <Input id={id} placeholder="e.g. teapot" />
      </Field>
      <Autocomplete.Portal>
        <Positioner sideOffset={4}>
          <Popup>
            <Status>{searching ? 'Searching…' : null}</Status>
            <Empty>
              {searching || query === '' ? null : `No product matches “${query}”.`}
            </Empty>
            <List>
              {(product: string) => (
                <Item key={product} value={product}>
                  {product}
                </Item>
              )}
            </List>
          </Popup>
        </Positioner>
      </Autocomplete.Portal>
    </Autocomplete.Root>
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

const Input = styled(Autocomplete.Input)(({ theme }) => ({
  width: 224,
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: theme.vars.palette.text.secondary },
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Autocomplete.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
  outline: 'none',
}));

const Popup = styled(Autocomplete.Popup)(({ theme }) => ({
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

const Status = styled(Autocomplete.Status)(({ theme }) => ({
  padding: theme.spacing(1, 1.5, 0.5),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
  '&:empty': { padding: 0 },
}));

const Empty = styled(Autocomplete.Empty)(({ theme }) => ({
  padding: theme.spacing(1, 1.5),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  '&:empty': { padding: 0 },
}));

const List = styled(Autocomplete.List)(({ theme }) => ({
  maxHeight: 'min(18rem, var(--available-height))',
  paddingBlock: theme.spacing(0.5),
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '&[data-empty]': { padding: 0 },
}));

const Item = styled(Autocomplete.Item)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  padding: theme.spacing(0.75, 1.5),
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));
