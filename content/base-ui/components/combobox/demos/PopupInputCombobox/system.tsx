import { Combobox } from '@base-ui/react/combobox';
import { styled } from '@mui/system';

const languages = [
  'Deutsch',
  'English',
  'Español',
  'Français',
  'Italiano',
  'Nederlands',
  'Polski',
  'Português',
  'Svenska',
  'Türkçe',
  'Tiếng Việt',
  'Ελληνικά',
];

export default function PopupInputCombobox() {
  return (
    <Combobox.Root items={languages} defaultValue="English">
      <Field>
        <Label>Display language</Label>
        <Trigger>
          <Value>
            <Combobox.Value placeholder="Choose a language" />
          </Value>
          <Icon>
            <ChevronUpDownIcon />
          </Icon>
        </Trigger>
      </Field>
      <Combobox.Portal>
        <Positioner align="start" sideOffset={4}>
          <Popup aria-label="Display language">
            <Input aria-label="Search languages" placeholder="Search…" />
            <Empty>No language matches your search.</Empty>
            <List>
              {(language: string) => (
                <Item key={language} value={language}>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                  <ItemText>{language}</ItemText>
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

const Label = styled(Combobox.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const Trigger = styled(Combobox.Trigger)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
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
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Value = styled('span')({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Icon = styled(Combobox.Icon)({
  display: 'flex',
  color: 'var(--mui-palette-text-secondary)',
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

const Input = styled(Combobox.Input)({
  width: '100%',
  height: 36,
  margin: 0,
  padding: '0 12px',
  border: 0,
  borderBottom: '1px solid var(--mui-palette-divider)',
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: 'var(--mui-palette-text-secondary)' },
});

const Empty = styled(Combobox.Empty)({
  padding: '8px 12px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  '&:empty': { padding: 0 },
});

const List = styled(Combobox.List)({
  maxHeight: 'min(15rem, var(--available-height))',
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

function ChevronUpDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 6l3-3 3 3M5 10l3 3 3-3"
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
