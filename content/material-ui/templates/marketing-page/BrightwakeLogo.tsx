import Box from '@mui/material/Box';

interface BrightwakeLogoProps {
  /** Height in px; the width follows the 5:1 aspect ratio. */
  height?: number;
}

/** The product's own wordmark: a sunrise over a wave. Named for screen readers as "Brightwake". */
export default function BrightwakeLogo({ height = 28 }: BrightwakeLogoProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 140 28"
      role="img"
      aria-label="Brightwake"
      sx={{
        height,
        width: height * 5,
        display: 'block',
        color: 'text.primary',
        '& .sun': { color: 'warning.main' },
        '& .wave': { color: 'primary.main' },
      }}
    >
      <path className="sun" fill="currentColor" d="M4 16a10 10 0 0 1 20 0z" />
      <path
        className="wave"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        d="M2 21c4 0 4-3 8-3s4 3 8 3 4-3 8-3"
      />
      <text
        x="34"
        y="20"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="17"
        fontWeight="700"
        letterSpacing="0.2"
      >
        Brightwake
      </text>
    </Box>
  );
}
