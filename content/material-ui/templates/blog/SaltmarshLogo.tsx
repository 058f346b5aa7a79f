import Box from '@mui/material/Box';

/** The blog's mark: three reeds over water. Decorative; the name is written beside it. */
export default function SaltmarshLogo() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={{ width: 32, height: 32, flexShrink: 0, color: 'primary.main' }}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.15" />
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d="M10 22V11" />
        <path d="M16 22V7" />
        <path d="M22 22V13" />
        <path d="M6 25c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 3 2" />
      </g>
      <circle cx="16" cy="6" r="2.5" fill="currentColor" />
    </Box>
  );
}
