import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Timeline, { type TimelineProps } from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

type Position = NonNullable<TimelineProps['position']>;

const positions: Position[] = ['right', 'left', 'alternate', 'alternate-reverse'];
const events = [
  'Wake up',
  'Morning run',
  'Team stand-up',
  'Lunch with Ana',
  'Evening class',
];

export default function PositionedTimeline() {
  const [position, setPosition] = React.useState<Position>('alternate');

  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Timeline position"
        value={position}
        onChange={(_event, value: Position | null) => value && setPosition(value)}
      >
        {positions.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position} sx={{ width: '100%' }}>
        {events.map((event, index) => (
          <TimelineItem key={event}>
            <TimelineSeparator>
              <TimelineDot color="primary" />
              {index < events.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{event}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Stack>
  );
}
