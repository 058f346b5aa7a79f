import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';

// Stands in for `import CompassLogo from './compass.svg'` with an SVG loader such as
// SVGR: a React component that renders an <svg> and passes its props on.
function CompassLogo(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 48 48" {...props}>
      <circle
        cx="24"
        cy="24"
        r="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="m24 10 5 14-5 14-5-14z" />
    </svg>
  );
}

export default function SvgComponentIcon() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <SvgIcon component={CompassLogo} inheritViewBox />
      <SvgIcon
        component={CompassLogo}
        inheritViewBox
        color="primary"
        fontSize="large"
      />
    </Stack>
  );
}
