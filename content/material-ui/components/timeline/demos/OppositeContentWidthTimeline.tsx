import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const activity = [
  { time: '10:42', text: 'Maya commented on "Homepage redesign"' },
  { time: '10:15', text: 'Leo moved "Fix checkout bug" to Done' },
  { time: '09:58', text: 'You created the task "Update privacy policy"' },
  { time: '09:30', text: 'Maya joined the project' },
];

export default function OppositeContentWidthTimeline() {
  return (
    <Timeline
      sx={{
        [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2 },
      }}
    >
      {activity.map((entry, index) => (
        <TimelineItem key={entry.time}>
          <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
            {entry.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="primary" />
            {index < activity.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{entry.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
