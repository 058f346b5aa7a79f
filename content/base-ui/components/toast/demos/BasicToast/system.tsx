import { Toast } from '@base-ui/react/toast';
import { styled } from '@mui/system';

const Button = styled('button')({
  margin: 0,
  padding: '8px 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Viewport = styled(Toast.Viewport)({
  position: 'fixed',
  insetBlockEnd: 16,
  insetInlineEnd: 16,
  zIndex: 1300,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: 8,
  width: 'min(320px, calc(100vw - 32px))',
});

const Root = styled(Toast.Root)({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 12,
  paddingBlock: 12,
  paddingInline: '16px 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  boxShadow: 'var(--mui-shadows-4)',
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  transition: 'opacity 200ms, translate 200ms',
  '&[data-starting-style], &[data-ending-style]': {
    opacity: 0,
    translate: '0 12px',
  },
  // Toasts past the provider's limit (3 by default) wait out of sight.
  '&[data-limited]': { display: 'none' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Text = styled('div')({ flex: 1, minWidth: 0 });

const Title = styled(Toast.Title)({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 600,
});

const Description = styled(Toast.Description)({
  margin: '4px 0 0',
  color: 'var(--mui-palette-text-secondary)',
});

const Close = styled(Toast.Close)({
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
  color: 'var(--mui-palette-text-secondary)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '& svg': {
    width: 16,
    height: 16,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
  },
});

export default function BasicToast() {
  return (
    <Toast.Provider>
      <SaveDraftButton />
      <Viewport>
        <ToastList />
      </Viewport>
    </Toast.Provider>
  );
}

function SaveDraftButton() {
  const toastManager = Toast.useToastManager();
  return (
    <Button
      type="button"
      onClick={() =>
        toastManager.add({
          title: 'Draft saved',
          description: 'You can pick it up again from Drafts.',
        })
      }
    >
      Save draft
    </Button>
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
      <Close aria-label="Close">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Close>
    </Root>
  ));
}
