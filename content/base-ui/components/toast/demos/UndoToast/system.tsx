import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Button = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.75, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 420,
  paddingBlock: theme.spacing(1.25),
  paddingInline: theme.spacing(2, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const From = styled('div')({ fontWeight: 600 });

const Subject = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

const Empty = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 420,
  padding: theme.spacing(2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
}));

const Viewport = styled(Toast.Viewport)(({ theme }) => ({
  position: 'fixed',
  insetBlockEnd: theme.spacing(2),
  insetInlineEnd: theme.spacing(2),
  zIndex: theme.zIndex.modal,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: theme.spacing(1),
  width: 'min(320px, calc(100vw - 32px))',
}));

const Root = styled(Toast.Root)(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  paddingBlock: theme.spacing(1.5),
  paddingInline: theme.spacing(2, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  boxShadow: theme.vars.shadows[4],
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  transition: theme.transitions.create(['opacity', 'translate'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-starting-style], &[data-ending-style]': {
    opacity: 0,
    translate: '0 12px',
  },
  // Toasts past the provider's limit (3 by default) wait out of sight.
  '&[data-limited]': { display: 'none' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Text = styled('div')({ flex: 1, minWidth: 0 });

const Title = styled(Toast.Title)({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 600,
});

const Description = styled(Toast.Description)(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  color: theme.vars.palette.text.secondary,
}));

const Action = styled(Toast.Action)(({ theme }) => ({
  flexShrink: 0,
  margin: 0,
  padding: theme.spacing(0.25, 1),
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.primary.main,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
}));

const Close = styled(Toast.Close)(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '& svg': {
    width: 16,
    height: 16,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
  },
}));

export default function UndoToast() {
  return (
    <Toast.Provider>
      <Inbox />
      <Viewport>
        <ToastList />
      </Viewport>
    </Toast.Provider>
  );
}

function Inbox() {
  const toastManager = Toast.useToastManager();
  const [archived, setArchived] = React.useState(false);

  function archive() {
    setArchived(true);
    const toastId = toastManager.add({
      title: 'Conversation archived',
      description: 'Notes from the stand-up',
      actionProps: {
        children: 'Undo',
        onClick: () => {
          setArchived(false);
          toastManager.close(toastId);
        },
      },
    });
  }

  if (archived) {
    return <Empty>Your inbox is empty.</Empty>;
  }
  return (
    <Row>
      <Text>
        <From>Priya Natarajan</From>
        <Subject>Notes from the stand-up</Subject>
      </Text>
      <Button type="button" onClick={archive}>
        Archive
      </Button>
    </Row>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Root key={toast.id} toast={toast}>
      <Text>
        <Title />
        <Description />
      </Text>
      <Action />
      <Close aria-label="Close">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Close>
    </Root>
  ));
}
