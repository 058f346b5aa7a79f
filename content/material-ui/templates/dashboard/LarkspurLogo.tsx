import * as React from 'react';
import Box from '@mui/material/Box';

/** Larkspur Coffee's mark: a roasted bean with its groove, drawn in the primary colour. */
export default function LarkspurLogo({ size = 28 }: { size?: number }) {
  const maskId = React.useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden
      sx={{ color: 'primary.main', flexShrink: 0, display: 'block' }}
    >
      <mask id={maskId}>
        <rect width="32" height="32" fill="white" />
        <path
          d="M16 4.5c-4.5 5.5 4.5 17.5 0 23"
          fill="none"
          stroke="black"
          strokeWidth="2.2"
          strokeLinecap="round"
          transform="rotate(32 16 16)"
        />
      </mask>
      <ellipse
        cx="16"
        cy="16"
        rx="9.5"
        ry="13"
        transform="rotate(32 16 16)"
        fill="currentColor"
        mask={`url(#${maskId})`}
      />
    </Box>
  );
}
