import { Separator } from '@base-ui/react/separator';
import { styled } from '@mui/system';

const Actions = styled('div')({ display: 'flex', alignItems: 'center', gap: 4 });

const Action = styled('button')({
  margin: 0,
  padding: '6px 10px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
});

const Line = styled(Separator)({
  alignSelf: 'stretch',
  width: 1,
  marginBlock: 4,
  background: 'var(--mui-palette-divider)',
});

export default function VerticalSeparator() {
  return (
    <Actions>
      <Action type="button">Edit</Action>
      <Action type="button">Duplicate</Action>
      <Line orientation="vertical" />
      <Action type="button">Archive</Action>
      <Action type="button">Delete</Action>
    </Actions>
  );
}
