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
