import { keyframes, styled } from '@mui/system';

// keyframes() returns an animation name that Emotion injects once.
const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 1 },
  '70%': { transform: 'scale(2.4)', opacity: 0 },
  '100%': { transform: 'scale(2.4)', opacity: 0 },
});

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1.5),
  border: '1px solid currentColor',
  borderRadius: 999,
  fontSize: 14,
  fontWeight: 600,
}));

const Dot = styled('span')({
  position: 'relative',
  width: 8,
  height: 8,
  borderRadius: '50%',
  backgroundColor: 'currentColor',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
    animation: `${pulse} 1.6s ease-out infinite`,
  },
  // Readers who ask for less motion get a still dot.
  '@media (prefers-reduced-motion: reduce)': {
    '&::after': { animation: 'none' },
  },
});

export default function StyledEngineKeyframes() {
  return (
    <Badge>
      <Dot aria-hidden />
      Live: city council meeting
    </Badge>
  );
}
