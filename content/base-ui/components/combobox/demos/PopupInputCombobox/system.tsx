import { Combobox } from '@base-ui/react/combobox';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(0.75),
}));

const Label = styled(Combobox.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const Trigger = styled(Combobox.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
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
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Value = styled('span')({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Icon = styled(Combobox.Icon)(({ theme }) => ({
  display: 'flex',
  color: theme.vars.palette.text.secondary,
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

const Input = styled(Combobox.Input)(({ theme }) => ({
  width: '100%',
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: 0,
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  outline: 'none',
  '&::placeholder': { color: theme.vars.palette.text.secondary },
}));

const Empty = styled(Combobox.Empty)(({ theme }) => ({
  padding: theme.spacing(1, 1.5),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  '&:empty': { padding: 0 },
}));

const List = styled(Combobox.List)(({ theme }) => ({
  maxHeight: 'min(15rem, var(--available-height))',
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
