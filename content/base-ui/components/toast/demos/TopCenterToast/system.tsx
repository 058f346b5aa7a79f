import { Toast } from '@base-ui/react/toast';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Button = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 2),
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

// Top centre: stretch across the window, then centre the fixed width.
const Viewport = styled(Toast.Viewport)(({ theme }) => ({
  position: 'fixed',
  insetBlockStart: theme.spacing(2),
  insetInline: 0,
  zIndex: theme.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  marginInline: 'auto',
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
    translate: '0 -12px',
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

export default function TopCenterToast() {
  return (
    <Toast.Provider>
      <InviteButton />
      <Viewport>
        <ToastList />
      </Viewport>
    </Toast.Provider>
  );
}

function InviteButton() {
  const toastManager = Toast.useToastManager();
  return (
    <Button
      type="button"
      onClick={() =>
        toastManager.add({
          title: 'Invitation sent',
          description: 'Amara will get an email with a link to join.',
        })
      }
    >
      Send invitation
    </Button>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Root key={toast.id} toast={toast} swipeDirection="up">
      <Text>
        <Title />
        <Description />
      </Text>
      <Close aria-label="Close">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Close>
    </Root>
  ));
}
