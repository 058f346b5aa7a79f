import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import { Menu } from '@base-ui/react/menu';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

export default function MenuItemOpensDialog() {
  const [fileName, setFileName] = React.useState('Q3 budget.xlsx');
  const [renameOpen, setRenameOpen] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const inputId = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('fileName');
    if (typeof name === 'string' && name.trim() !== '') {
      setFileName(name.trim());
    }
    setRenameOpen(false);
  }

  return (
    <Row>
      <span>{fileName}</span>
      <Menu.Root>
        <Button ref={triggerRef}>File actions</Button>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              <Item onClick={() => setRenameOpen(true)}>Rename…</Item>
              <Item onClick={() => setStatus(`Downloading ${fileName}`)}>
                Download
              </Item>
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
      {/* A sibling of Menu.Root, so closing the menu does not unmount it. */}
      <Dialog.Root open={renameOpen} onOpenChange={setRenameOpen}>
        <Dialog.Portal>
          <Backdrop />
          <DialogPopup finalFocus={triggerRef}>
            <Title render={<p />}>Rename file</Title>
            <form onSubmit={handleSubmit}>
              <Label htmlFor={inputId}>File name</Label>
              <Input id={inputId} name="fileName" defaultValue={fileName} />
              <Actions>
                <Close>Cancel</Close>
                <Submit type="submit">Save</Submit>
              </Actions>
            </form>
          </DialogPopup>
        </Dialog.Portal>
      </Dialog.Root>
      <Status aria-live="polite">{status}</Status>
    </Row>
  );
}

const buttonStyles = (theme: CssVarsTheme) =>
  ({
    height: 36,
    margin: 0,
    padding: theme.spacing(0, 2),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
    background: theme.vars.palette.background.paper,
    color: theme.vars.palette.text.primary,
    font: 'inherit',
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.fontWeightMedium,
    cursor: 'pointer',
    '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  }) as const;

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(2),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Button = styled(Menu.Trigger)(({ theme }) => buttonStyles(theme));
const Close = styled(Dialog.Close)(({ theme }) => buttonStyles(theme));

const Submit = styled('button')(({ theme }) => ({
  ...buttonStyles(theme),
  borderColor: theme.vars.palette.primary.main,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  '&:hover': { background: theme.vars.palette.primary.dark },
}));

const Positioner = styled(Menu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Menu.Popup)(({ theme }) => ({
  minWidth: 160,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  outline: 0,
}));

const Item = styled(Menu.Item)(({ theme }) => ({
  padding: theme.spacing(0.75, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Backdrop = styled(Dialog.Backdrop)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  background: 'rgb(0 0 0 / 0.4)',
}));

const DialogPopup = styled(Dialog.Popup)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  boxSizing: 'border-box',
  width: 'min(360px, calc(100vw - 32px))',
  height: 'fit-content',
  margin: 'auto',
  padding: theme.spacing(3),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
}));

const Title = styled(Dialog.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  fontSize: theme.typography.pxToRem(18),
  fontWeight: 600,
}));

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.75),
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Input = styled('input')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  height: 36,
  padding: theme.spacing(0, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
  marginTop: theme.spacing(3),
}));

const Status = styled('span')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));
