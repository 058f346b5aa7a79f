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
  'm-0 inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded border-0 bg-transparent px-2 py-0 font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 data-[disabled]:cursor-default data-[disabled]:text-gray-400 data-[pressed]:bg-gray-200 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[disabled]:text-gray-500 dark:data-[pressed]:bg-gray-700';
const separatorClass = 'mx-1 h-5 w-px bg-gray-300 dark:bg-gray-700';

export default function FormattingToolbar() {
  return (
    <Toolbar.Root
      aria-label="Text formatting"
      className="flex items-center gap-1 rounded-lg border border-solid border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-900"
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
