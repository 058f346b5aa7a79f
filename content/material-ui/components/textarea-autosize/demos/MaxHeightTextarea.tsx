import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 360,
  padding: theme.spacing(1, 1.5),
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.text.secondary}`,
  borderRadius: theme.shape.borderRadius,
  '&::placeholder': {
    color: (theme.vars || theme).palette.text.secondary,
    opacity: 1,
  },
  '&:hover': {
    borderColor: (theme.vars || theme).palette.text.primary,
  },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function MaxHeightTextarea() {
  return (
    <Textarea
      aria-label="Book review"
      minRows={2}
      maxRows={4}
      defaultValue="A slow start, but the second half is hard to put down. The author builds the harbour town with so much care that you can almost smell the salt. The ending left me with questions I am still turning over a week later, which I count as a good sign."
    />
  );
}
