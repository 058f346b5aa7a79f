import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import { Toolbar } from '@base-ui/react/toolbar';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Root = styled(Toolbar.Root)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const Group = styled(ToggleGroup)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.25),
}));

const Button = styled(Toolbar.Button)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  margin: 0,
  padding: theme.spacing(0, 1),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-pressed]': { background: theme.vars.palette.action.selected },
  '&[data-disabled]': {
    color: theme.vars.palette.text.disabled,
    cursor: 'default',
  },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const Separator = styled(Toolbar.Separator)(({ theme }) => ({
  width: 1,
  height: 20,
  margin: theme.spacing(0, 0.5),
  background: theme.vars.palette.divider,
}));
