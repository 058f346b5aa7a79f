import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import { styled } from '@mui/system';

const showOptions = ['File extensions', 'Hidden files'];
const sortOptions = ['Name', 'Date modified', 'Size'];

export default function CheckboxRadioMenu() {
  const [sortBy, setSortBy] = React.useState('Date modified');
  return (
    <Layout>
      <Menu.Root>
        <Trigger>View</Trigger>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              <Menu.Group>
                <GroupLabel>Show</GroupLabel>
                {showOptions.map((label, index) => (
                  <CheckboxItem key={label} defaultChecked={index === 0}>
                    <CheckboxIndicator>
                      <CheckIcon />
                    </CheckboxIndicator>
                    <Label>{label}</Label>
                  </CheckboxItem>
                ))}
              </Menu.Group>
              <Separator />
              <Menu.RadioGroup
                value={sortBy}
                onValueChange={(value: string) => setSortBy(value)}
              >
                <GroupLabel>Sort by</GroupLabel>
                {sortOptions.map((option) => (
                  <RadioItem key={option} value={option}>
                    <RadioIndicator />
                    <Label>{option}</Label>
                  </RadioItem>
                ))}
              </Menu.RadioGroup>
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Status>Sorted by {sortBy.toLowerCase()}</Status>
    </Layout>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
});

const Trigger = styled(Menu.Trigger)({
  height: 36,
  margin: 0,
  padding: '0 14px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Positioner = styled(Menu.Positioner)({ zIndex: 1300 });

const Popup = styled(Menu.Popup)({
  minWidth: 200,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
});

const GroupLabel = styled(Menu.GroupLabel)({
  padding: '6px 12px 4px',
  paddingInlineStart: 32,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
  fontWeight: 500,
});

const itemStyles = {
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  alignItems: 'center',
  columnGap: 8,
  padding: '6px 12px',
  paddingInlineStart: 8,
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
} as const;

const CheckboxItem = styled(Menu.CheckboxItem)(itemStyles);
const RadioItem = styled(Menu.RadioItem)(itemStyles);

const CheckboxIndicator = styled(Menu.CheckboxItemIndicator)({
  gridColumn: 1,
  display: 'flex',
});

const RadioIndicator = styled(Menu.RadioItemIndicator)({
  gridColumn: 1,
  justifySelf: 'center',
  width: 6,
  height: 6,
  borderRadius: '50%',
  background: 'currentColor',
});

const Label = styled('span')({ gridColumn: 2 });

const Separator = styled(Menu.Separator)({
  height: 1,
  margin: '4px 0',
  background: 'var(--mui-palette-divider)',
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});
