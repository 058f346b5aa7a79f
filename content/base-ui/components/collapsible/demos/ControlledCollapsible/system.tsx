import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Collapsible.Root)({ width: '100%', maxWidth: 320 });

const Trigger = styled(Collapsible.Trigger)(({ theme }) => ({
  width: '100%',
  margin: 0,
  padding: theme.spacing(1, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  textAlign: 'start',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Panel = styled(Collapsible.Panel)(({ theme }) => ({
  marginTop: theme.spacing(1),
}));

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
}));

const Label = styled('label')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
}));

const Input = styled('input')(({ theme }) => ({
  boxSizing: 'border-box',
  flex: 1,
  minWidth: 0,
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(1.25),
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const Button = styled('button')(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function ControlledCollapsible() {
  const [open, setOpen] = React.useState(false);
  const [code, setCode] = React.useState('');
  const [applied, setApplied] = React.useState('');
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const inputId = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(code.trim().toUpperCase());
    setOpen(false);
    // The Apply button leaves the DOM with the panel: give focus back to the trigger.
    triggerRef.current?.focus();
  }

  return (
    <Root open={open} onOpenChange={setOpen}>
      <Trigger ref={triggerRef}>
        {applied ? `Promo code ${applied} applied` : 'Add a promo code'}
      </Trigger>
      <Panel>
        <Form onSubmit={handleSubmit}>
          <Label htmlFor={inputId}>Promo code</Label>
          <Row>
            <Input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              autoComplete="off"
            />
            <Button type="submit">Apply</Button>
          </Row>
        </Form>
      </Panel>
    </Root>
  );
}
