import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

// What this app keeps in each toast's `data`.
interface UploadData {
  progress: number;
}

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
  position: 'relative',
  paddingBlock: theme.spacing(1.5),
  paddingInline: theme.spacing(2, 5.5),
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
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Title = styled(Toast.Title)(({ theme }) => ({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 600,
  '&[data-type="success"]': { color: theme.vars.palette.success.main },
}));

const Description = styled(Toast.Description)(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  color: theme.vars.palette.text.secondary,
}));

const Track = styled('div')(({ theme }) => ({
  height: 4,
  marginTop: theme.spacing(1.25),
  overflow: 'hidden',
  borderRadius: 2,
  background: theme.vars.palette.action.selected,
}));

const Bar = styled('div')(({ theme }) => ({
  height: '100%',
  background: theme.vars.palette.primary.main,
  transition: theme.transitions.create('width', {
    duration: theme.transitions.duration.standard,
  }),
}));

const Close = styled(Toast.Close)(({ theme }) => ({
  position: 'absolute',
  insetBlockStart: theme.spacing(1.25),
  insetInlineEnd: theme.spacing(1.25),
  display: 'inline-flex',
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

export default function UploadToast() {
  return (
    <Toast.Provider>
      <UploadButton />
      <Viewport>
        <ToastList />
      </Viewport>
    </Toast.Provider>
  );
}

function UploadButton() {
  const toastManager = Toast.useToastManager<UploadData>();
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearInterval(timer.current), []);

  function upload() {
    // A fixed id: pressing the button again restarts this toast instead of adding one.
    // The `loading` type keeps it open until the upload ends.
    const id = toastManager.add({
      id: 'upload-quarterly-report',
      title: 'Uploading quarterly-report.pdf',
      description: '4.2 MB to Shared files',
      type: 'loading',
      data: { progress: 0 },
    });
    let progress = 0;
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      progress += 20;
      if (progress < 100) {
        toastManager.update(id, { data: { progress } });
        return;
      }
      window.clearInterval(timer.current);
      toastManager.update(id, {
        title: 'Upload complete',
        description: 'quarterly-report.pdf is in Shared files.',
        type: 'success',
        data: { progress: 100 },
      });
    }, 700);
  }

  return (
    <Button type="button" onClick={upload}>
      Upload report
    </Button>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager<UploadData>();
  return toasts.map((toast) => (
    <Root key={toast.id} toast={toast}>
      <Title />
      <Description />
      {toast.data && toast.type === 'loading' && (
        <Track
          role="progressbar"
          aria-label="Upload progress"
          aria-valuenow={toast.data.progress}
        >
          <Bar style={{ width: `${toast.data.progress}%` }} />
        </Track>
      )}
      <Close aria-label="Close">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Close>
    </Root>
  ));
}
