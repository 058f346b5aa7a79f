import Box from '@mui/material/Box';
import type { FeatureId } from './data';

const days = [0, 1, 2, 3, 4, 5, 6];
const people = [0, 1, 2];
// Who holds each day's shift in the rotation picture: a fair spread across three people.
const shifts = [0, 0, 1, 1, 2, 2, 0];
const timeline = [
  { y: 30, width: 150, tone: 'error' },
  { y: 80, width: 110, tone: 'muted' },
  { y: 130, width: 170, tone: 'primary' },
  { y: 180, width: 90, tone: 'success' },
];
const uptimeRows = [40, 100, 160];
const bars = Array.from({ length: 30 }, (_, index) => index);

function Rotations() {
  return (
    <>
      {people.map((person) => (
        <circle
          key={person}
          className="primary"
          cx="30"
          cy={60 + person * 55}
          r="16"
        />
      ))}
      {days.map((day) =>
        people.map((person) => (
          <rect
            key={`${day}-${person}`}
            className={shifts[day] === person ? 'primary' : 'muted'}
            x={62 + day * 36}
            y={46 + person * 55}
            width="30"
            height="28"
            rx="6"
            opacity={shifts[day] === person ? 0.85 : 0.25}
          />
        )),
      )}
      <rect
        className="warning"
        x="62"
        y="14"
        width="246"
        height="8"
        rx="4"
        opacity="0.7"
      />
    </>
  );
}

function Timeline() {
  return (
    <>
      <rect
        className="muted"
        x="58"
        y="20"
        width="4"
        height="180"
        rx="2"
        opacity="0.4"
      />
      {timeline.map((event) => (
        <g key={event.y}>
          <circle className={event.tone} cx="60" cy={event.y} r="10" />
          <rect
            className={event.tone}
            x="84"
            y={event.y - 12}
            width={event.width}
            height="10"
            rx="5"
            opacity="0.8"
          />
          <rect
            className="muted"
            x="84"
            y={event.y + 4}
            width={event.width * 0.7}
            height="8"
            rx="4"
            opacity="0.35"
          />
        </g>
      ))}
    </>
  );
}

function StatusPage() {
  return (
    <>
      {uptimeRows.map((y, row) => (
        <g key={y}>
          <rect
            className="muted"
            x="20"
            y={y - 22}
            width="120"
            height="10"
            rx="5"
            opacity="0.5"
          />
          <circle
            className={row === 1 ? 'warning' : 'success'}
            cx="296"
            cy={y - 17}
            r="7"
          />
          {bars.map((bar) => (
            <rect
              key={bar}
              className={
                row === 1 && (bar === 21 || bar === 22) ? 'warning' : 'success'
              }
              x={20 + bar * 9.5}
              y={y}
              width="6"
              height="26"
              rx="2"
            />
          ))}
        </g>
      ))}
    </>
  );
}

const art = { rotations: Rotations, timeline: Timeline, status: StatusPage };

/** A decorative picture of a feature, in the theme's colours so it follows light and dark. */
export default function FeatureArt({ feature }: { feature: FeatureId }) {
  const Art = art[feature];
  return (
    <Box
      component="svg"
      viewBox="0 0 320 220"
      aria-hidden="true"
      focusable="false"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '320 / 220',
        '& *': { fill: 'currentColor' },
        '& .primary': { color: 'primary.main' },
        '& .muted': { color: 'text.secondary' },
        '& .success': { color: 'success.main' },
        '& .warning': { color: 'warning.main' },
        '& .error': { color: 'error.main' },
      }}
    >
      <Art />
    </Box>
  );
}
