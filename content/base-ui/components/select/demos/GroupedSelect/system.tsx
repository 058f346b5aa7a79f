import { Fragment } from 'react';
import { Select } from '@base-ui/react/select';
import { styled } from '@mui/system';

const timeZones = [
  {
    label: 'Americas',
    items: [
      { value: 'America/New_York', label: 'New York' },
      { value: 'America/Chicago', label: 'Chicago' },
      { value: 'America/Los_Angeles', label: 'Los Angeles' },
      { value: 'America/Sao_Paulo', label: 'São Paulo' },
    ],
  },
  {
    label: 'Europe',
    items: [
      { value: 'Europe/London', label: 'London' },
      { value: 'Europe/Paris', label: 'Paris' },
      { value: 'Europe/Helsinki', label: 'Helsinki' },
    ],
  },
  {
    label: 'Asia and Pacific',
    items: [
      { value: 'Asia/Singapore', label: 'Singapore' },
      { value: 'Asia/Tokyo', label: 'Tokyo' },
      { value: 'Australia/Sydney', label: 'Sydney' },
    ],
  },
];

export default function GroupedSelect() {
  return (
    <Select.Root items={timeZones} defaultValue="Europe/Paris">
      <Field>
        <Label>Time zone</Label>
        <Trigger>
          <Value />
          <Icon>
            <ChevronUpDownIcon />
          </Icon>
        </Trigger>
      </Field>
      <Select.Portal>
        <Positioner sideOffset={4}>
          <Popup>
            <List>
              {timeZones.map((group, index) => (
                <Fragment key={group.label}>
                  {index > 0 && <Separator />}
                  <Select.Group>
                    <GroupLabel>{group.label}</GroupLabel>
                    {group.items.map((zone) => (
                      <Item key={zone.value} value={zone.value}>
                        <Indicator>
                          <CheckIcon />
                        </Indicator>
                        <ItemText>{zone.label}</ItemText>
                      </Item>
                    ))}
                  </Select.Group>
                </Fragment>
              ))}
            </List>
          </Popup>
        </Positioner>
      </Select.Portal>
    </Select.Root>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
});

const Label = styled(Select.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const Trigger = styled(Select.Trigger)({
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

const Value = styled(Select.Value)({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-placeholder]': { color: 'var(--mui-palette-text-secondary)' },
});

const Icon = styled(Select.Icon)({
  display: 'flex',
  color: 'var(--mui-palette-text-secondary)',
});

const Positioner = styled(Select.Positioner)({ zIndex: 1300, outline: 'none' });

const Popup = styled(Select.Popup)({
  minWidth: 'var(--anchor-width)',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  outline: 'none',
  transition: 'opacity 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
});

const List = styled(Select.List)({
  maxHeight: 'var(--available-height)',
  paddingBlock: 4,
  overflowY: 'auto',
});

const Item = styled(Select.Item)({
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

const Indicator = styled(Select.ItemIndicator)({
  gridColumn: 1,
  display: 'flex',
  color: 'var(--mui-palette-primary-main)',
});

const ItemText = styled(Select.ItemText)({ gridColumn: 2 });

const Separator = styled(Select.Separator)({
  height: 1,
  margin: '4px 0',
  background: 'var(--mui-palette-divider)',
});

const GroupLabel = styled(Select.GroupLabel)({
  padding: '8px 12px 4px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: '1rem',
});

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
