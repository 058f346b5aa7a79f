import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const showOptions = ['File extensions', 'Hidden files'];
const sortOptions = ['Name', 'Date modified', 'Size'];

export default function CheckboxRadioMenu() {
  const [sortBy, setSortBy] = React.useState('Date modified');
  return (
    <Layout>
      <Menu.Root>
        <Trigger>View</Trigger>
        <Menu.Portal>
          <Positioner sideOffset={6}>
            <Popup>
              <Menu.Group>
                <GroupLabel>Show</GroupLabel>
                {showOptions.map((label, index) => (
                  <CheckboxItem key={label} defaultChecked={index === 0}>
                    <CheckboxIndicator>
                      <CheckIcon />
                    </CheckboxIndicator>
                    <Label>{label}</Label>
                  </CheckboxItem>
                ))}
              </Menu.Group>
              <Separator />
              <Menu.RadioGroup
                value={sortBy}
                onValueChange={(value: string) => setSortBy(value)}
              >
                <GroupLabel>Sort by</GroupLabel>
                {sortOptions.map((option) => (
                  <RadioItem key={option} value={option}>
                    <RadioIndicator />
                    <Label>{option}</Label>
                  </RadioItem>
                ))}
              </Menu.RadioGroup>
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Status>Sorted by {sortBy.toLowerCase()}</Status>
    </Layout>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1.5),
}));

const Trigger = styled(Menu.Trigger)(({ theme }) => ({
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.75),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Menu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Menu.Popup)(({ theme }) => ({
  minWidth: 200,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
}));

const GroupLabel = styled(Menu.GroupLabel)(({ theme }) => ({
  padding: theme.spacing(0.75, 1.5, 0.5),
  paddingInlineStart: `calc(${theme.spacing(2)} + 16px)`,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
  fontWeight: theme.typography.fontWeightMedium,
}));

const itemStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  alignItems: 'center',
  columnGap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  paddingInlineStart: theme.spacing(1),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
});

const CheckboxItem = styled(Menu.CheckboxItem)(itemStyles);
const RadioItem = styled(Menu.RadioItem)(itemStyles);

const CheckboxIndicator = styled(Menu.CheckboxItemIndicator)({
  gridColumn: 1,
  display: 'flex',
});

const RadioIndicator = styled(Menu.RadioItemIndicator)({
  gridColumn: 1,
  justifySelf: 'center',
  width: 6,
  height: 6,
  borderRadius: '50%',
  background: 'currentColor',
});

const Label = styled('span')({ gridColumn: 2 });

const Separator = styled(Menu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.spacing(0.5, 0),
  background: theme.vars.palette.divider,
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));
