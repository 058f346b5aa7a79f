import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import { Toolbar } from '@base-ui/react/toolbar';
import { styled } from '@mui/system';

const alignments = [
  { value: 'left', label: 'Align left', path: 'M2 3h12M2 6.5h8M2 10h12M2 13.5h8' },
  {
    value: 'center',
    label: 'Align center',
    path: 'M2 3h12M4 6.5h8M2 10h12M4 13.5h8',
  },
  { value: 'right', label: 'Align right', path: 'M2 3h12M6 6.5h8M2 10h12M6 13.5h8' },
];

export default function FormattingToolbar() {
  return (
    <Root aria-label="Text formatting">
      <Group multiple aria-label="Text style">
        <Button render={<Toggle value="bold" />} aria-label="Bold">
          <b>B</b>
        </Button>
        <Button render={<Toggle value="italic" />} aria-label="Italic">
          <i>I</i>
        </Button>
        <Button render={<Toggle value="underline" />} aria-label="Underline">
          <u>U</u>
        </Button>
      </Group>
      <Separator />
      <Group defaultValue={['left']} aria-label="Alignment">
        {alignments.map((alignment) => (
          <Button
            key={alignment.value}
            render={<Toggle value={alignment.value} />}
            aria-label={alignment.label}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d={alignment.path} stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </Button>
        ))}
      </Group>
      <Separator />
      <Button>Undo</Button>
      <Button disabled>Redo</Button>
    </Root>
  );
}

const Root = styled(Toolbar.Root)({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
});

const Group = styled(ToggleGroup)({ display: 'flex', gap: 2 });

const Button = styled(Toolbar.Button)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  margin: 0,
  padding: '0 8px',
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-pressed]': { background: 'var(--mui-palette-action-selected)' },
  '&[data-disabled]': {
    color: 'var(--mui-palette-text-disabled)',
    cursor: 'default',
  },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const Separator = styled(Toolbar.Separator)({
  width: 1,
  height: 20,
  margin: '0 4px',
  background: 'var(--mui-palette-divider)',
});
