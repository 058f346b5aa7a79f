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

const topics = [
  { value: 'mentions', label: 'Mentions and replies' },
  { value: 'followers', label: 'New followers' },
  { value: 'product', label: 'Product news' },
  { value: 'security', label: 'Security alerts' },
];

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function NotificationCheckboxGroup() {
  const captionId = React.useId();

  return (
    <Wrapper>
      <Caption id={captionId}>Email me about</Caption>
      <Group aria-labelledby={captionId} defaultValue={['mentions', 'security']}>
        {topics.map((topic) => (
          <Item key={topic.value}>
            <Box name="emailTopics" value={topic.value}>
              <Indicator>
                <CheckIcon />
              </Indicator>
            </Box>
            {topic.label}
          </Item>
        ))}
      </Group>
    </Wrapper>
  );
}
