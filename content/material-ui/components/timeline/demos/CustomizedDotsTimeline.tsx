import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HikingIcon from '@mui/icons-material/Hiking';
import HotelIcon from '@mui/icons-material/Hotel';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

export default function CustomizedDotsTimeline() {
  return (
    <Timeline position="alternate">
      <TimelineItem>
        <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
          Day 1
        </TimelineOppositeContent>
        <TimelineSeparator>
          <TimelineDot color="primary">
            <FlightTakeoffIcon />
          </TimelineDot>
          <TimelineConnector />
        </TimelineSeparator>
        <TimelineContent>Fly to Bergen</TimelineContent>
      </TimelineItem>
      <TimelineItem>
        <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
          Day 2
        </TimelineOppositeContent>
        <TimelineSeparator>
          <TimelineDot color="info">
            <DirectionsBoatIcon />
          </TimelineDot>
          <TimelineConnector />
        </TimelineSeparator>
        <TimelineContent>Fjord cruise</TimelineContent>
      </TimelineItem>
      <TimelineItem>
        <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
          Day 3
        </TimelineOppositeContent>
        <TimelineSeparator>
          <TimelineDot color="success" variant="outlined">
            <HikingIcon />
          </TimelineDot>
          <TimelineConnector />
        </TimelineSeparator>
        <TimelineContent>Hike to Trolltunga (optional)</TimelineContent>
      </TimelineItem>
      <TimelineItem>
        <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
          Day 4
        </TimelineOppositeContent>
        <TimelineSeparator>
          <TimelineDot color="secondary" variant="outlined">
            <HotelIcon />
          </TimelineDot>
        </TimelineSeparator>
        <TimelineContent>Rest at the lodge (optional)</TimelineContent>
      </TimelineItem>
    </Timeline>
  );
}
