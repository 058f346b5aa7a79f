import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// Pairs of leaflets up the stem, widest at the bottom: y is where a pair meets the stem, w its reach.
const LEAFLETS = [
  { y: 25, w: 10 },
  { y: 20, w: 9 },
  { y: 15, w: 7.5 },
  { y: 10, w: 5.5 },
];

function leaflet(y: number, w: number, side: 1 | -1): string {
  const tip = 16 + side * w;
  const mid = 16 + (side * w) / 2;
  return `M16 ${y}Q${mid} ${y - 4} ${tip} ${y - 3}Q${mid} ${y + 0.5} 16 ${y}Z`;
}

/** The Fernway mark (a fern frond, drawn in the current colour) and the product name. */
export default function FernwayLogo() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <SvgIcon viewBox="0 0 32 32" sx={{ fontSize: 32, color: 'primary.main' }}>
        <path
          d="M16 30V4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        />
        {LEAFLETS.map(({ y, w }) => (
          <path key={y} d={`${leaflet(y, w, -1)}${leaflet(y, w, 1)}`} />
        ))}
      </SvgIcon>
      <Typography
        component="span"
        sx={{ fontSize: 22, fontWeight: 700, letterSpacing: '-0.01em' }}
      >
        Fernway
      </Typography>
    </Stack>
  );
}
