import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

// Theme colours, so the field follows light and dark mode.
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

export default function EmptyTextarea() {
  return (
    <Textarea aria-label="Message to the seller" placeholder="Write a message" />
  );
}
