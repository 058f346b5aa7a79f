import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const buttonStyles = (theme: CssVarsTheme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 36,
    margin: 0,
    padding: theme.spacing(0, 2),
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
  }) as const;

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Trigger = styled(Dialog.Trigger)(({ theme }) => buttonStyles(theme));
const Close = styled(Dialog.Close)(({ theme }) => buttonStyles(theme));

const PrimaryButton = styled('button')(({ theme }) => ({
  ...buttonStyles,
  borderColor: theme.vars.palette.primary.main,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  '&:hover': { background: theme.vars.palette.primary.dark },
}));

const Backdrop = styled(Dialog.Backdrop)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  background: 'rgb(0 0 0 / 0.4)',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const Popup = styled(Dialog.Popup)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  boxSizing: 'border-box',
  width: 'min(400px, calc(100vw - 32px))',
  height: 'fit-content',
  margin: 'auto',
  padding: theme.spacing(3),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
}));

const Title = styled(Dialog.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  fontSize: theme.typography.pxToRem(18),
  fontWeight: 600,
  lineHeight: '1.75rem',
}));

const Description = styled(Dialog.Description)(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Label = styled('label')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  marginBottom: theme.spacing(3),
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const Input = styled('input')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  height: 36,
  padding: theme.spacing(0, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: theme.typography.fontWeightRegular,
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
}));

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Autumn campaign');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('projectName');
    if (typeof value === 'string' && value.trim()) {
      setName(value.trim());
    }
    setOpen(false);
  }

  return (
    <Row>
      <span>Project: {name}</span>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Trigger>Rename</Trigger>
        <Dialog.Portal>
          <Backdrop />
          <Popup>
            <Title render={<p />}>Rename project</Title>
            <Description>
              The new name is shown to everyone on your team.
            </Description>
            <form onSubmit={handleSubmit}>
              <Label>
                Project name
                <Input name="projectName" defaultValue={name} required />
              </Label>
              <Actions>
                <Close>Cancel</Close>
                <PrimaryButton type="submit">Save</PrimaryButton>
              </Actions>
            </form>
          </Popup>
        </Dialog.Portal>
      </Dialog.Root>
    </Row>
  );
}
