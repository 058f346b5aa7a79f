import * as React from 'react';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';

export default function CommentBox() {
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(false);

  return (
    <FormControl sx={{ width: 440, maxWidth: '100%' }}>
      <FormLabel>Add a comment</FormLabel>
      <Textarea
        placeholder="Share your feedback on this pull request"
        minRows={3}
        endDecorator={
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              flex: 'auto',
              alignItems: 'center',
              borderTop: '1px solid',
              borderColor: 'divider',
              pt: 'var(--Textarea-paddingBlock)',
            }}
          >
            <IconButton
              aria-label="Bold"
              aria-pressed={bold}
              onClick={() => setBold(!bold)}
            >
              <FormatBold />
            </IconButton>
            <IconButton
              aria-label="Italic"
              aria-pressed={italic}
              onClick={() => setItalic(!italic)}
            >
              <FormatItalic />
            </IconButton>
            <IconButton aria-label="Bulleted list">
              <FormatListBulleted />
            </IconButton>
            <Button sx={{ marginInlineStart: 'auto' }}>Comment</Button>
          </Box>
        }
        sx={{
          fontWeight: bold ? 'lg' : 'md',
          fontStyle: italic ? 'italic' : 'normal',
        }}
      />
    </FormControl>
  );
}
