import { Collapsible } from '@base-ui/react/collapsible';

const replies = [
  'Marco: Thursday works for the design team.',
  'Aiko: Support needs the final copy by Tuesday.',
  'Priya: Great, Thursday it is.',
];

export default function RenderFunctionTrigger() {
  return (
    <Collapsible.Root className="w-80 text-sm text-fg">
      <p className="m-0 mb-1">Priya: Can we move the launch to Thursday?</p>
      <Collapsible.Trigger
        className="m-0 cursor-pointer border-0 bg-transparent px-0 py-1 font-[inherit] text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        render={(props, state) => (
          <button {...props}>
            {state.open ? 'Hide replies' : `Show ${replies.length} replies`}
          </button>
        )}
      />
      <Collapsible.Panel
        render={
          <ul className="m-0 grid list-none gap-1.5 border-s-2 border-solid border-divider pt-2 ps-3 text-fg-muted" />
        }
      >
        {replies.map((reply) => (
          <li key={reply}>{reply}</li>
        ))}
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
