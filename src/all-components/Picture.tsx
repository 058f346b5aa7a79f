/** Draws a component's picture (pictures.ts) as an inline SVG painted with the theme's CSS variables. */
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureFor, type Tone } from './pictures';

const TONE_COLORS: Record<Tone, string> = {
  surface: 'var(--mui-palette-background-paper)',
  line: 'var(--mui-palette-divider)',
  text: 'var(--mui-palette-text-primary)',
  muted: 'var(--mui-palette-text-disabled)',
  accent: 'var(--mui-palette-primary-main)',
  soft: 'color-mix(in srgb, var(--mui-palette-primary-main) 22%, transparent)',
  success: 'var(--mui-palette-success-main)',
  warning: 'var(--mui-palette-warning-main)',
  error: 'var(--mui-palette-error-main)',
};

export default function Picture({ pathname, className }: { pathname: string; className?: string }) {
  const shapes = pictureFor(pathname);
  if (!shapes) throw new Error(`No picture for ${pathname}: add one to src/all-components/pictures.ts.`);
  return (
    <svg className={className} viewBox={`0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}`} aria-hidden="true" focusable="false">
      {shapes.map((shape, index) => {
        const color = TONE_COLORS[shape.tone];
        if (shape.kind === 'line') {
          return <line key={index} x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke={color} strokeWidth={shape.width ?? 2} strokeLinecap="round" />;
        }
        const paint = shape.outline ? { fill: 'none', stroke: color, strokeWidth: 1.5 } : { fill: color };
        if (shape.kind === 'circle') return <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} {...paint} />;
        return <rect key={index} x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={shape.r ?? 2} {...paint} />;
      })}
    </svg>
  );
}
