import { Select } from '@base-ui/react/select';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const shippingMethods = [
  { value: 'standard', label: 'Standard (3–5 days)' },
  { value: 'express', label: 'Express (1–2 days)' },
  { value: 'overnight', label: 'Overnight' },
  { value: 'pickup', label: 'Pick up in store' },
];

export default function BasicSelect() {
  return (
    <Select.Root items={shippingMethods}>
      <Field>
        <Label>Shipping method</Label>
        <Trigger>
          <Value placeholder="Choose a method" />
          <Icon>
            <ChevronUpDownIcon />
          </Icon>
        </Trigger>
      </Field>
      <Select.Portal>
        <Positioner sideOffset={4}>
          <Popup>
            <List>
              {shippingMethods.map((method) => (
                <Item key={method.value} value={method.value}>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                  <ItemText>{method.label}</ItemText>
                </Item>
              ))}
            </List>
          </Popup>
        </Positioner>
      </Select.Portal>
    </Select.Root>
  );
}

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(0.75),
}));

const Label = styled(Select.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Trigger = styled(Select.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  width: 224,
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Value = styled(Select.Value)(({ theme }) => ({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-placeholder]': { color: theme.vars.palette.text.secondary },
}));

const Icon = styled(Select.Icon)(({ theme }) => ({
  display: 'flex',
  color: theme.vars.palette.text.secondary,
}));

const Positioner = styled(Select.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
  outline: 'none',
}));

const Popup = styled(Select.Popup)(({ theme }) => ({
  minWidth: 'var(--anchor-width)',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  outline: 'none',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const List = styled(Select.List)(({ theme }) => ({
  maxHeight: 'var(--available-height)',
  paddingBlock: theme.spacing(0.5),
  overflowY: 'auto',
}));

const Item = styled(Select.Item)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Indicator = styled(Select.ItemIndicator)(({ theme }) => ({
  gridColumn: 1,
  display: 'flex',
  color: theme.vars.palette.primary.main,
}));

const ItemText = styled(Select.ItemText)({ gridColumn: 2 });

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
