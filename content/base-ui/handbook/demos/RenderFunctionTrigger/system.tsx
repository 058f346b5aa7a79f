import { Collapsible } from '@base-ui/react/collapsible';
import { styled } from '@mui/system';

const replies = [
  'Marco: Thursday works for the design team.',
  'Aiko: Support needs the final copy by Tuesday.',
  'Priya: Great, Thursday it is.',
];

const Root = styled(Collapsible.Root)({
  width: 320,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Comment = styled('p')({ margin: '0 0 4px' });

const Trigger = styled(Collapsible.Trigger)({
  padding: '4px 0',
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'var(--mui-palette-primary-main)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Replies = styled(Collapsible.Panel)({
  display: 'grid',
  gap: 6,
  padding: '8px 0 0',
  paddingInlineStart: 12,
  margin: 0,
  borderInlineStart: '2px solid var(--mui-palette-divider)',
  listStyle: 'none',
  color: 'var(--mui-palette-text-secondary)',
});

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
