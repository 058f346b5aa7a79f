import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function VirtualElementPopper() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<PopperProps['anchorEl']>(null);
  const [selection, setSelection] = React.useState('');

  React.useEffect(() => {
    const handleSelectionChange = () => {
      const current = document.getSelection();
      const text = textRef.current;
      if (
        !current ||
        current.isCollapsed ||
        !text ||
        !text.contains(current.anchorNode)
      ) {
        setAnchorEl(null);
        return;
      }
      const range = current.getRangeAt(0);
      // A virtual element: Popper only needs to know where the selection is.
      setAnchorEl({ getBoundingClientRect: () => range.getBoundingClientRect() });
      setSelection(current.toString());
    };
    document.addEventListener('selectionchange', handleSelectionChange);
    return () =>
      document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  const words = selection.trim().split(/\s+/).filter(Boolean).length;

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography ref={textRef}>
        Select some of this text. The lighthouse on the northern cliff was built in
        1864 and still guides fishing boats home through the autumn fog.
      </Typography>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="top">
        <Paper variant="outlined" sx={{ px: 1.5, py: 0.5, mb: 1 }}>
          <Typography variant="body2">
            {words} {words === 1 ? 'word' : 'words'} selected
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
