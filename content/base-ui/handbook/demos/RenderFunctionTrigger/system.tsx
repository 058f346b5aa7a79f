import { Collapsible } from '@base-ui/react/collapsible';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const replies = [
  'Marco: Thursday works for the design team.',
  'Aiko: Support needs the final copy by Tuesday.',
  'Priya: Great, Thursday it is.',
];

const Root = styled(Collapsible.Root)(({ theme }) => ({
  width: 320,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Comment = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 0.5) }));

const Trigger = styled(Collapsible.Trigger)(({ theme }) => ({
  padding: theme.spacing(0.5, 0),
  margin: 0,
  border: 0,
  background: 'transparent',
  color: theme.vars.palette.primary.main,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Replies = styled(Collapsible.Panel)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  padding: theme.spacing(1, 0, 0),
  paddingInlineStart: theme.spacing(1.5),
  margin: 0,
  borderInlineStart: `2px solid ${theme.vars.palette.divider}`,
  listStyle: 'none',
  color: theme.vars.palette.text.secondary,
}));

export default function RenderFunctionTrigger() {
  return (
    <Root>
      <Comment>Priya: Can we move the launch to Thursday?</Comment>
      <Trigger
        render={(props, state) => (
          <button {...props}>
            {state.open ? 'Hide replies' : `Show ${replies.length} replies`}
          </button>
        )}
      />
      <Replies render={<ul />}>
        {replies.map((reply) => (
          <li key={reply}>{reply}</li>
        ))}
      </Replies>
    </Root>
  );
}
