import { Select } from '@base-ui/react/select';
import { styled } from '@mui/system';

const topics: Record<string, string> = {
  comments: 'Comments',
  mentions: 'Mentions',
  reviews: 'Review requests',
  releases: 'Releases',
  security: 'Security alerts',
};

function summarize(value: string[]) {
  if (value.length === 0) {
    return 'No notifications';
  }
  const first = topics[value[0] ?? ''];
  return value.length === 1 ? first : `${first} and ${value.length - 1} more`;
}

export default function MultipleSelect() {
  return (
    <Select.Root multiple items={topics} defaultValue={['mentions', 'security']}>
      <Field>
        <Label>Email me about</Label>
        <Trigger>
          <Value>{summarize}</Value>
          <Icon>
            <ChevronUpDownIcon />
          </Icon>
        </Trigger>
      </Field>
      <Select.Portal>
        <Positioner alignItemWithTrigger={false} align="start" sideOffset={4}>
          <Popup>
            <List>
              {Object.entries(topics).map(([value, label]) => (
                <Item key={value} value={value}>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                  <ItemText>{label}</ItemText>
                </Item>
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
