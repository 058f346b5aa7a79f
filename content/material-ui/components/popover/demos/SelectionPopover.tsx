import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';

// What Popover accepts in place of an element: a box to line up with.
interface VirtualAnchor {
  nodeType: 1;
  getBoundingClientRect: () => DOMRect;
}

export default function SelectionPopover() {
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [quote, setQuote] = React.useState('');
  const [notes, setNotes] = React.useState<string[]>([]);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? '';
    if (!selection || selection.rangeCount === 0 || text === '') return;
    // A copy of the range keeps measuring the text after the selection changes.
    const range = selection.getRangeAt(0).cloneRange();
    setQuote(text);
    setAnchor({
      nodeType: 1,
      getBoundingClientRect: () => range.getBoundingClientRect(),
    });
  };

  const handleSave = () => {
    setNotes((previous) => [...previous, quote]);
    setAnchor(null);
  };

  return (
    <div>
      <Typography onMouseUp={handleMouseUp} sx={{ maxWidth: 520 }}>
        Select any words in this paragraph. The rooftop garden opens to residents
        from April to October, between eight in the morning and ten at night.
        Barbecues are allowed on the south terrace only, and the last person to leave
        locks the gate.
      </Typography>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Selected text', sx: { mt: -1 } },
        }}
      >
        <Button startIcon={<FormatQuoteIcon />} onClick={handleSave}>
          Save to notes
        </Button>
      </Popover>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Saved notes:{' '}
        {notes.length === 0
          ? 'none yet'
          : notes.map((note) => `“${note}”`).join(', ')}
      </Typography>
    </div>
  );
}
