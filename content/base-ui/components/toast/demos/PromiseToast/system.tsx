import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import { keyframes, styled } from '@mui/system';

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

const Controls = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
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

const spin = keyframes({ to: { rotate: '360deg' } });

const Spinner = styled('span')({
  flexShrink: 0,
  width: 16,
  height: 16,
  marginBlockStart: 2,
  border: '2px solid var(--mui-palette-divider)',
  borderTopColor: 'var(--mui-palette-primary-main)',
  borderRadius: '50%',
  animation: `${spin} 1s linear infinite`,
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

export default function PromiseToast() {
  return (
    <Toast.Provider>
      <PublishButton />
      <Viewport>
        <ToastList />
      </Viewport>
    </Toast.Provider>
  );
}

function PublishButton() {
  const toastManager = Toast.useToastManager();
  const [failNext, setFailNext] = React.useState(false);

  function publish() {
    // Stands in for a request to your server that takes two seconds.
    const request = new Promise<string>((resolve, reject) => {
      setTimeout(() => {
        if (failNext) reject(new Error('Network error'));
        else resolve('/blog/spring-menu');
      }, 2000);
    });
    toastManager
      .promise(request, {
        loading: {
          title: 'Publishing…',
          description: 'Sending the article and its photos.',
        },
        success: (path) => ({
          title: 'Article published',
          description: `Live at ${path}`,
        }),
        error: {
          title: 'Could not publish',
          description: 'Check your connection and retry.',
        },
      })
      // The toast already reports the failure.
      .catch(() => {});
  }

  return (
    <Controls>
      <Button type="button" onClick={publish}>
        Publish article
      </Button>
      <Label>
        <input
          type="checkbox"
          checked={failNext}
          onChange={(event) => setFailNext(event.target.checked)}
        />
        Make the request fail
      </Label>
    </Controls>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Root key={toast.id} toast={toast}>
      {toast.type === 'loading' && <Spinner aria-hidden="true" />}
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
