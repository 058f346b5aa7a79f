import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const iconButton = (theme: CssVarsTheme) =>
  ({
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
  }) as const;

const Clear = styled(Combobox.Clear)(({ theme }) => iconButton(theme));

const Trigger = styled(Combobox.Trigger)(({ theme }) => iconButton(theme));

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
