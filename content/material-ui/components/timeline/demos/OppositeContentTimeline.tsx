import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const agenda = [
  { time: '09:00', title: 'Registration and coffee' },
  { time: '09:30', title: 'Keynote: Designing for everyone' },
  { time: '11:00', title: 'Workshop: Accessible forms' },
  { time: '12:30', title: 'Lunch' },
  { time: '14:00', title: 'Panel: The future of the web' },
];

export default function OppositeContentTimeline() {
  return (
    <Timeline>
      {agenda.map((session, index) => (
        <TimelineItem key={session.time}>
          <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
            {session.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot />
            {index < agenda.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{session.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
