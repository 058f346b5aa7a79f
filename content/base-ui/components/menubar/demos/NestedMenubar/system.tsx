import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const recentFiles = ['Budget 2025.xlsx', 'Trip itinerary.docx', 'Meeting notes.md'];
const panels = ['Ruler', 'Word count', 'Line numbers'];

export default function NestedMenubar() {
  return (
    <Bar aria-label="Text editor">
      <Menu.Root>
        <Trigger>File</Trigger>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              <Item>New document</Item>
              <Menu.SubmenuRoot>
                <SubmenuTrigger>
                  Open recent <ChevronIcon />
                </SubmenuTrigger>
                <Menu.Portal>
                  <Positioner sideOffset={2} alignOffset={-5}>
                    <Popup>
                      {recentFiles.map((file) => (
                        <Item key={file}>{file}</Item>
                      ))}
                    </Popup>
                  </Positioner>
                </Menu.Portal>
              </Menu.SubmenuRoot>
              <Item>Save</Item>
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Menu.Root>
        <Trigger>View</Trigger>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              {panels.map((panel, index) => (
                <CheckboxItem key={panel} defaultChecked={index === 0}>
                  <Indicator keepMounted>
                    <CheckIcon />
                  </Indicator>
                  {panel}
                </CheckboxItem>
              ))}
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
    </Bar>
  );
}

function ChevronIcon() {
  return (
    <Chevron
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M6 4v8l4.5-4z" />
    </Chevron>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

const Bar = styled(Menubar)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.25),
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const Trigger = styled(Menu.Trigger)(({ theme }) => ({
  height: 32,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const Positioner = styled(Menu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Menu.Popup)(({ theme }) => ({
  minWidth: 180,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  outline: 0,
}));

const itemStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted], &[data-popup-open]': {
    background: theme.vars.palette.action.hover,
  },
});

const Item = styled(Menu.Item)(itemStyles);
const SubmenuTrigger = styled(Menu.SubmenuTrigger)({
  ...itemStyles,
  justifyContent: 'space-between',
});
const CheckboxItem = styled(Menu.CheckboxItem)(({ theme }) => ({
  ...itemStyles,
  paddingInlineStart: theme.spacing(1),
}));

const Indicator = styled(Menu.CheckboxItemIndicator)({
  display: 'flex',
  '&[data-unchecked]': { visibility: 'hidden' },
});

const Chevron = styled('svg')({ '[dir="rtl"] &': { transform: 'scaleX(-1)' } });
