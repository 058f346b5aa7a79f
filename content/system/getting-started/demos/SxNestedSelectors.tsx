import Box from '@mui/system/Box';

const shortcuts = [
  { action: 'Search the library', keys: 'Ctrl + K' },
  { action: 'New playlist', keys: 'Ctrl + N' },
  { action: 'Play or pause', keys: 'Space' },
  { action: 'Next track', keys: 'Ctrl + →' },
];

export default function SxNestedSelectors() {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        maxWidth: 400,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        // Selectors start with `&`, which stands for this element.
        '& > div': {
          display: 'flex',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
        },
        '& > div:nth-of-type(even)': { bgcolor: 'action.hover' },
        '& > div:hover': { bgcolor: 'action.selected' },
        '& dd': { m: 0, fontFamily: 'monospace', color: 'text.secondary' },
      }}
    >
      {shortcuts.map((shortcut) => (
        <div key={shortcut.action}>
          <dt>{shortcut.action}</dt>
          <dd>{shortcut.keys}</dd>
        </div>
      ))}
    </Box>
  );
}
