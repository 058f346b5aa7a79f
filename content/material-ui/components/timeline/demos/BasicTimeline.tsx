import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const milestones = ['Idea', 'First prototype', 'Beta launch', 'Version 1.0'];

export default function BasicTimeline() {
  return (
    <Timeline>
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone}>
          <TimelineSeparator>
            <TimelineDot />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{milestone}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
