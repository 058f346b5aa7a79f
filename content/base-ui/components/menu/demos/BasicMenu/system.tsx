import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import { styled } from '@mui/system';

const actions = ['Open', 'Rename', 'Duplicate', 'Download'];

export default function BasicMenu() {
  const [lastAction, setLastAction] = React.useState('none');
  return (
    <Layout>
      <Menu.Root>
        <Trigger>
          Actions <ChevronDown />
        </Trigger>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              {actions.map((action) => (
                <Item key={action} onClick={() => setLastAction(action)}>
                  {action}
                </Item>
              ))}
              <Separator />
              <Item onClick={() => setLastAction('Move to trash')}>
                Move to trash
              </Item>
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Status aria-live="polite">Last action: {lastAction}</Status>
    </Layout>
  );
}

function ChevronDown() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M4 6h8l-4 4.5z" />
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
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 36,
  margin: 0,
  padding: 0,
  paddingInline: '14px 12px',
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
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
});

const Item = styled(Menu.Item)({
  padding: '6px 12px',
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
});

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
