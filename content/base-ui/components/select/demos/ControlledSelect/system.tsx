import * as React from 'react';
import { Select } from '@base-ui/react/select';
import { styled } from '@mui/system';

const fonts = {
  sans: { label: 'Sans-serif', stack: 'system-ui, sans-serif' },
  serif: { label: 'Serif', stack: 'Georgia, serif' },
  mono: { label: 'Monospace', stack: 'ui-monospace, monospace' },
};

type Font = keyof typeof fonts;

const fontKeys = Object.keys(fonts) as Font[];

export default function ControlledSelect() {
  const [font, setFont] = React.useState<Font | null>('serif');

  return (
    <Demo>
      <Select.Root value={font} onValueChange={setFont}>
        <Field>
          <Label>Heading font</Label>
          <Trigger>
            <Value>
              {(value: Font | null) =>
                value ? (
                  <span style={{ fontFamily: fonts[value].stack }}>
                    {fonts[value].label}
                  </span>
                ) : (
                  'Choose a font'
                )
              }
            </Value>
            <Icon>
              <ChevronUpDownIcon />
            </Icon>
          </Trigger>
        </Field>
        <Select.Portal>
          <Positioner sideOffset={4}>
            <Popup>
              <List>
                {fontKeys.map((key) => (
                  <Item key={key} value={key}>
                    <Indicator>
                      <CheckIcon />
                    </Indicator>
                    <ItemText style={{ fontFamily: fonts[key].stack }}>
                      {fonts[key].label}
                    </ItemText>
                  </Item>
                ))}
              </List>
            </Popup>
          </Positioner>
        </Select.Portal>
      </Select.Root>
      <Preview style={{ fontFamily: font ? fonts[font].stack : undefined }}>
        Quarterly report
      </Preview>
      <ResetButton
        type="button"
        disabled={font === null}
        onClick={() => setFont(null)}
      >
        Reset font
      </ResetButton>
    </Demo>
  );
}

const Demo = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
});

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

const Preview = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '1.125rem',
  lineHeight: '1.75rem',
});

const ResetButton = styled('button')({
  margin: 0,
  padding: '4px 8px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-primary-main)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: 'var(--mui-palette-action-hover)' },
  '&:disabled': { color: 'var(--mui-palette-text-secondary)', cursor: 'default' },
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
