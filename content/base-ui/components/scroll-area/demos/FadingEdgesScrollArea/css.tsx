import { ScrollArea } from '@base-ui/react/scroll-area';
import classes from './css.module.css';

const activity = [
  { time: '09:12', text: 'Amara merged “Fix invoice rounding”' },
  { time: '09:40', text: 'Build 1482 passed on main' },
  { time: '10:05', text: 'Tomás commented on “Dark mode for reports”' },
  { time: '10:31', text: 'Release 4.2.0 was tagged' },
  { time: '11:18', text: 'Priya opened “Export to CSV is slow”' },
  { time: '11:46', text: 'Build 1483 failed: 2 tests' },
  { time: '12:02', text: 'Build 1484 passed on main' },
  { time: '13:27', text: 'Lena assigned “Export to CSV is slow” to herself' },
  { time: '14:10', text: 'Amara reviewed “Dark mode for reports”' },
  { time: '15:35', text: 'Release 4.2.0 was deployed to production' },
];

export default function FadingEdgesScrollArea() {
  return (
    <ScrollArea.Root className={classes.root}>
      <ScrollArea.Viewport
        role="region"
        aria-label="Project activity"
        className={classes.viewport}
      >
        <ScrollArea.Content className={classes.content}>
          {activity.map((entry) => (
            <div key={entry.time} className={classes.entry}>
              <span className={classes.time}>{entry.time}</span>
              {entry.text}
            </div>
          ))}
        </ScrollArea.Content>
      </ScrollArea.Viewport>
      <ScrollArea.Scrollbar className={classes.scrollbar}>
        <ScrollArea.Thumb className={classes.thumb} />
      </ScrollArea.Scrollbar>
    </ScrollArea.Root>
  );
}
