import * as React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * The Fernhill Coffee Co. mark: a coffee bean whose crease is a fern frond. The frond is cut out
 * of the bean with a mask, so the page background shows through in light and dark alike.
 */
export default function FernhillLogo(props: SvgIconProps) {
  const maskId = React.useId();
  return (
    <SvgIcon viewBox="0 0 32 32" {...props}>
      <mask id={maskId}>
        <rect width="32" height="32" fill="white" />
        <g fill="none" stroke="black" strokeLinecap="round">
          <path d="M10.5 25.5c2.5-3.5 2-6.5 3.5-9.5s5-5 7.5-9.5" strokeWidth="1.6" />
          <path
            d="M14 16.5l-2.6-1.2M15.6 13.4l-2.3-1.6M17.6 11l-1.9-2M14.2 16.2l2.7 0.6M16.1 13.2l2.7 0.2M18.2 10.6l2.6-0.3"
            strokeWidth="1.2"
          />
        </g>
      </mask>
      <ellipse
        cx="16"
        cy="16"
        rx="10"
        ry="13"
        transform="rotate(30 16 16)"
        fill="currentColor"
        mask={`url(#${maskId})`}
      />
    </SvgIcon>
  );
}
