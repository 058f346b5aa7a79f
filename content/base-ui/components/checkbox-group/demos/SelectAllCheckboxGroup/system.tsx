import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { CheckboxGroup } from '@base-ui/react/checkbox-group';
import { styled } from '@mui/system';

const Wrapper = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8 });

const Caption = styled('div')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: '1.25rem',
});

const Group = styled(CheckboxGroup)({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});

const Item = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Box = styled(Checkbox.Root)({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: '2px solid var(--mui-palette-text-secondary)',
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-primary-contrastText)',
  cursor: 'pointer',
  '&[data-checked], &[data-indeterminate]': {
    borderColor: 'var(--mui-palette-primary-main)',
    background: 'var(--mui-palette-primary-main)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Indicator = styled(Checkbox.Indicator)({ display: 'flex' });

const Children = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  paddingInlineStart: 28,
});

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
