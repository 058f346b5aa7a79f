import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';
import { styled } from '@mui/system';

const recentFiles = ['Budget 2025.xlsx', 'Trip itinerary.docx', 'Meeting notes.md'];
const panels = ['Ruler', 'Word count', 'Line numbers'];

export default function NestedMenubar() {
  return (
    <Bar aria-label="Text editor">
      <Menu.Root>
        <Trigger>File</Trigger>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              <Item>New document</Item>
              <Menu.SubmenuRoot>
                <SubmenuTrigger>
                  Open recent <ChevronIcon />
                </SubmenuTrigger>
                <Menu.Portal>
                  <Positioner sideOffset={2} alignOffset={-5}>
                    <Popup>
                      {recentFiles.map((file) => (
                        <Item key={file}>{file}</Item>
                      ))}
                    </Popup>
                  </Positioner>
                </Menu.Portal>
              </Menu.SubmenuRoot>
              <Item>Save</Item>
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Menu.Root>
        <Trigger>View</Trigger>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              {panels.map((panel, index) => (
                <CheckboxItem key={panel} defaultChecked={index === 0}>
                  <Indicator keepMounted>
                    <CheckIcon />
                  </Indicator>
                  {panel}
                </CheckboxItem>
              ))}
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
    </Bar>
  );
}

function ChevronIcon() {
  return (
    <Chevron
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M6 4v8l4.5-4z" />
    </Chevron>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

const Bar = styled(Menubar)({
  display: 'flex',
  gap: 2,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
});

const Trigger = styled(Menu.Trigger)({
  height: 32,
  margin: 0,
  padding: '0 12px',
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const Positioner = styled(Menu.Positioner)({ zIndex: 1300 });

const Popup = styled(Menu.Popup)({
  minWidth: 180,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 0,
});

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted], &[data-popup-open]': {
    background: 'var(--mui-palette-action-hover)',
  },
} as const;

const Item = styled(Menu.Item)(itemStyles);
const SubmenuTrigger = styled(Menu.SubmenuTrigger)({
  ...itemStyles,
  justifyContent: 'space-between',
});
const CheckboxItem = styled(Menu.CheckboxItem)({
  ...itemStyles,
  paddingInlineStart: 8,
});

const Indicator = styled(Menu.CheckboxItemIndicator)({
  display: 'flex',
  '&[data-unchecked]': { visibility: 'hidden' },
});

const Chevron = styled('svg')({ '[dir="rtl"] &': { transform: 'scaleX(-1)' } });
