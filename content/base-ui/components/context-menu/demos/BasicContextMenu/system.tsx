import * as React from 'react';
import { ContextMenu } from '@base-ui/react/context-menu';
import { styled } from '@mui/system';

const actions = ['Open', 'Rename', 'Copy link'];

export default function BasicContextMenu() {
  const [lastAction, setLastAction] = React.useState('none');
  return (
    <Layout>
      <ContextMenu.Root>
        <Area>
          <FileName>Q3 report.pdf</FileName>
          <Hint>Right-click or long-press for actions</Hint>
        </Area>
        <ContextMenu.Portal>
          <Positioner>
            <Popup aria-label="Actions for Q3 report.pdf">
              {actions.map((action) => (
                <Item key={action} onClick={() => setLastAction(action)}>
                  {action}
                </Item>
              ))}
              <Separator />
              <Item onClick={() => setLastAction('Delete')}>Delete</Item>
            </Popup>
          </Positioner>
        </ContextMenu.Portal>
      </ContextMenu.Root>
      <Hint aria-live="polite">Last action: {lastAction}</Hint>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
});

const Area = styled(ContextMenu.Trigger)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  width: 280,
  height: 120,
  border: '1px dashed var(--mui-palette-divider)',
  borderRadius: 8,
  userSelect: 'none',
  '&[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
});

const FileName = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
});

const Hint = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Positioner = styled(ContextMenu.Positioner)({ zIndex: 1300 });

const Popup = styled(ContextMenu.Popup)({
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

const Item = styled(ContextMenu.Item)({
  padding: '6px 12px',
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
});

const Separator = styled(ContextMenu.Separator)({
  height: 1,
  margin: '4px 0',
  background: 'var(--mui-palette-divider)',
});
