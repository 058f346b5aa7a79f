import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaFocusStyle() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Journal entry</FormLabel>
      <Textarea
        minRows={3}
        placeholder="What went well today?"
        sx={{
          '--Textarea-radius': '12px',
          '--Textarea-paddingInline': '1rem',
          '--Textarea-focusedThickness': '3px',
          '--Textarea-placeholderOpacity': 0.8,
        }}
      />
    </FormControl>
  );
}
