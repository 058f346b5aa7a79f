import Box from '@mui/joy/Box';

// The grid of town streets, drawn over the built-up area.
const STREETS =
  'M100 56V276M136 56V276M172 56V212M208 56V212M244 56V212' +
  'M66 84H266M66 112H266M66 172H266M66 200H266M66 232H150M66 256H150';

/**
 * A stylised map of Lindenport and the country around it, 400 × 300 units: the sea to the west,
 * the river through the town, Lake Orla and Brookmere's fields to the north-east, Fernwood's hills
 * to the south-east. Decorative: the stays on it are the buttons StayMap lays over it. Colours come
 * from the theme's variables, so it follows light and dark mode.
 */
export default function MapArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      aria-hidden
      focusable="false"
      sx={(theme) => {
        const { palette } = theme.vars;
        return {
          display: 'block',
          width: '100%',
          height: '100%',
          '& .land': { fill: palette.background.level1 },
          '& .town': { fill: palette.background.level3 },
          '& .water': { fill: palette.primary.softBg },
          '& .river': { stroke: palette.primary.softBg },
          '& .green': { fill: palette.success.softBg },
          '& .trees': { fill: palette.success.softActiveBg },
          '& .field': { fill: palette.warning.softBg },
          '& .sand': { stroke: palette.warning.softHoverBg },
          '& .street': { stroke: palette.background.surface },
          '& .road': { stroke: palette.neutral.outlinedBorder },
        };
      }}
    >
      <rect className="land" width="400" height="300" />
      <g className="field">
        <rect x="222" y="12" width="64" height="30" rx="4" />
        <rect x="300" y="8" width="44" height="22" rx="4" />
        <rect x="352" y="10" width="40" height="40" rx="4" />
        <rect x="150" y="18" width="56" height="24" rx="4" />
      </g>
      <rect className="town" x="66" y="56" width="200" height="220" rx="10" />
      <path className="street" d={STREETS} strokeWidth="4" fill="none" />
      <rect className="green" x="150" y="218" width="70" height="48" rx="10" />
      <path
        className="green"
        d="M262 300C262 240 300 190 360 186C380 185 400 190 400 190V300Z"
      />
      <g className="trees">
        <circle cx="300" cy="250" r="8" />
        <circle cx="318" cy="276" r="7" />
        <circle cx="350" cy="232" r="8" />
        <circle cx="380" cy="210" r="6" />
        <circle cx="384" cy="284" r="7" />
        <circle cx="286" cy="286" r="6" />
        <circle cx="176" cy="236" r="6" />
        <circle cx="200" cy="252" r="5" />
      </g>
      <path
        className="road"
        d="M136 56C140 30 180 24 228 46S330 40 400 36M244 120C290 104 320 116 400 104M244 200C290 210 320 200 400 176M100 276L96 300"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        className="sand"
        d="M50 300C34 240 66 200 52 150C40 110 60 60 44 0"
        strokeWidth="10"
        fill="none"
      />
      <path
        className="water"
        d="M0 0H40C54 60 34 110 48 150C62 190 30 240 46 300H0Z"
      />
      <path
        className="river"
        d="M40 140C110 134 150 152 200 142S300 118 400 130"
        strokeWidth="12"
        fill="none"
      />
      <rect className="water" x="62" y="126" width="50" height="28" rx="4" />
      <ellipse className="water" cx="300" cy="60" rx="54" ry="26" />
    </Box>
  );
}
