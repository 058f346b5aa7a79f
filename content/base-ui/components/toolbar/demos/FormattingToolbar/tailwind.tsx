import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import { Toolbar } from '@base-ui/react/toolbar';

const alignments = [
  { value: 'left', label: 'Align left', path: 'M2 3h12M2 6.5h8M2 10h12M2 13.5h8' },
  {
    value: 'center',
    label: 'Align center',
    path: 'M2 3h12M4 6.5h8M2 10h12M4 13.5h8',
  },
  { value: 'right', label: 'Align right', path: 'M2 3h12M6 6.5h8M2 10h12M6 13.5h8' },
];

const buttonClass =
  'm-0 inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded border-0 bg-transparent px-2 py-0 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary data-[disabled]:cursor-default data-[disabled]:text-fg-disabled data-[pressed]:bg-selected';
const separatorClass = 'mx-1 h-5 w-px bg-divider';

export default function FormattingToolbar() {
  return (
    <Toolbar.Root
      aria-label="Text formatting"
      className="flex items-center gap-1 rounded-theme border border-solid border-divider bg-surface p-1"
    >
      <ToggleGroup multiple aria-label="Text style" className="flex gap-0.5">
        <Toolbar.Button
          render={<Toggle value="bold" />}
          aria-label="Bold"
          className={buttonClass}
        >
          <b>B</b>
        </Toolbar.Button>
        <Toolbar.Button
          render={<Toggle value="italic" />}
          aria-label="Italic"
          className={buttonClass}
        >
          <i>I</i>
        </Toolbar.Button>
        <Toolbar.Button
          render={<Toggle value="underline" />}
          aria-label="Underline"
          className={buttonClass}
        >
          <u>U</u>
        </Toolbar.Button>
      </ToggleGroup>
      <Toolbar.Separator className={separatorClass} />
      <ToggleGroup
        defaultValue={['left']}
        aria-label="Alignment"
        className="flex gap-0.5"
      >
        {alignments.map((alignment) => (
          <Toolbar.Button
            key={alignment.value}
            render={<Toggle value={alignment.value} />}
            aria-label={alignment.label}
            className={buttonClass}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d={alignment.path} stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </Toolbar.Button>
        ))}
      </ToggleGroup>
      <Toolbar.Separator className={separatorClass} />
      <Toolbar.Button className={buttonClass}>Undo</Toolbar.Button>
      <Toolbar.Button disabled className={buttonClass}>
        Redo
      </Toolbar.Button>
    </Toolbar.Root>
  );
}
