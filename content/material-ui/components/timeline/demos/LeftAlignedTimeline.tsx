import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const releases = [
  {
    version: '3.2.0',
    notes: 'Dark mode for the reader and a new font size setting.',
  },
  { version: '3.1.1', notes: 'Fixes a crash when importing very large EPUB files.' },
  { version: '3.1.0', notes: 'Highlights can now be exported to Markdown.' },
  { version: '3.0.0', notes: 'Library sync across devices.' },
];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      sx={{
        p: 0,
        [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 },
      }}
    >
      {releases.map((release, index) => (
        <TimelineItem key={release.version}>
          <TimelineSeparator>
            <TimelineDot color={index === 0 ? 'primary' : 'grey'} />
            {index < releases.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography component="p" variant="subtitle2">
              Version {release.version}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {release.notes}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
