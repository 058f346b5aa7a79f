import { Toast } from '@base-ui/react/toast';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Card = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  maxWidth: 360,
  padding: theme.spacing(2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Name = styled('div')({ fontWeight: 600 });

const Price = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

const Button = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.primary.dark },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Toast.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Root = styled(Toast.Root)(({ theme }) => ({
  padding: theme.spacing(0.75, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.text.primary,
  color: theme.vars.palette.background.paper,
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.9 },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Title = styled(Toast.Title)(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: theme.typography.fontWeightMedium,
}));

const Arrow = styled(Toast.Arrow)({
  width: 10,
  height: 5,
  background: 'inherit',
  '&[data-side="top"]': {
    top: '100%',
    clipPath: 'polygon(0 0, 100% 0, 50% 100%)',
  },
  '&[data-side="bottom"]': {
    bottom: '100%',
    clipPath: 'polygon(50% 0, 100% 100%, 0 100%)',
  },
});

export default function AnchoredToast() {
  return (
    // A provider of its own, so these toasts never join a stack of regular ones.
    <Toast.Provider>
      <Product />
      <Toast.Portal>
        <Toast.Viewport>
          <AnchoredToasts />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  );
}

function Product() {
  const toastManager = Toast.useToastManager();
  return (
    <Card>
      <div>
        <Name>Linen tea towel</Name>
        <Price>€12.00</Price>
      </div>
      <Button
        type="button"
        onClick={(event) =>
          toastManager.add({
            // The same id each time: another click restarts the toast's timer.
            id: 'added-to-basket',
            title: 'Added to your basket',
            timeout: 2000,
            positionerProps: { anchor: event.currentTarget, sideOffset: 8 },
          })
        }
      >
        Add to basket
      </Button>
    </Card>
  );
}

function AnchoredToasts() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Positioner key={toast.id} toast={toast}>
      <Root toast={toast}>
        <Arrow />
        <Title />
      </Root>
    </Positioner>
  ));
}
