import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { CheckboxGroup } from '@base-ui/react/checkbox-group';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Wrapper = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
}));

const Caption = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: 600,
  lineHeight: '1.25rem',
}));

const Group = styled(CheckboxGroup)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
}));

const Item = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Box = styled(Checkbox.Root)(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: `2px solid ${theme.vars.palette.text.secondary}`,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.primary.contrastText,
  cursor: 'pointer',
  '&[data-checked], &[data-indeterminate]': {
    borderColor: theme.vars.palette.primary.main,
    background: theme.vars.palette.primary.main,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Indicator = styled(Checkbox.Indicator)({ display: 'flex' });

const Children = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  paddingInlineStart: theme.spacing(3.5),
}));

const apps = [
  { value: 'calendar', label: 'Calendar' },
  { value: 'mail', label: 'Mail' },
  { value: 'photos', label: 'Photos' },
  { value: 'weather', label: 'Weather' },
];
const allApps = apps.map((app) => app.value);

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function MinusIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function SelectAllCheckboxGroup() {
  const captionId = React.useId();
  const [allowed, setAllowed] = React.useState<string[]>(['mail', 'calendar']);
  const someAllowed = allowed.length > 0 && allowed.length < allApps.length;

  return (
    <Wrapper>
      <Caption id={captionId}>Apps allowed to send notifications</Caption>
      <Group
        aria-labelledby={captionId}
        value={allowed}
        onValueChange={setAllowed}
        allValues={allApps}
      >
        <Item>
          <Box parent>
            <Indicator>{someAllowed ? <MinusIcon /> : <CheckIcon />}</Indicator>
          </Box>
          All apps
        </Item>
        <Children>
          {apps.map((app) => (
            <Item key={app.value}>
              <Box value={app.value}>
                <Indicator>
                  <CheckIcon />
                </Indicator>
              </Box>
              {app.label}
            </Item>
          ))}
        </Children>
      </Group>
    </Wrapper>
  );
}
