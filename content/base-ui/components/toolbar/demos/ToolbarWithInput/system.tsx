import { Toolbar } from '@base-ui/react/toolbar';
import { styled } from '@mui/system';

export default function ToolbarWithInput() {
  return (
    <Root aria-label="Inbox">
      <Button>Archive</Button>
      <Button>Mark as read</Button>
      <Separator />
      <Link href="#filters">Filters</Link>
      <Separator />
      <Input aria-label="Search mail" placeholder="Search mail" />
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
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Button = styled(Toolbar.Button)({
  height: 32,
  margin: 0,
  padding: '0 10px',
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const Link = styled(Toolbar.Link)({
  padding: '0 10px',
  color: 'var(--mui-palette-primary-main)',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const Input = styled(Toolbar.Input)({
  width: 160,
  height: 32,
  margin: 0,
  padding: '0 10px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
});

const Separator = styled(Toolbar.Separator)({
  width: 1,
  height: 20,
  margin: '0 4px',
  background: 'var(--mui-palette-divider)',
});
