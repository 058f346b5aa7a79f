import * as React from 'react';
import { ContextMenu } from '@base-ui/react/context-menu';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1.5),
}));

const Area = styled(ContextMenu.Trigger)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.5),
  width: 280,
  height: 120,
  border: `1px dashed ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  userSelect: 'none',
  '&[data-popup-open]': { background: theme.vars.palette.action.hover },
}));

const FileName = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
}));

const Hint = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Positioner = styled(ContextMenu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(ContextMenu.Popup)(({ theme }) => ({
  minWidth: 180,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
}));

const Item = styled(ContextMenu.Item)(({ theme }) => ({
  padding: theme.spacing(0.75, 1.5),
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Separator = styled(ContextMenu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.spacing(0.5, 0),
  background: theme.vars.palette.divider,
}));
