import { ScrollArea } from '@base-ui/react/scroll-area';
import classes from './css.module.css';

const log = [
  '09:14:02  Cloning acme/storefront, branch main',
  '09:14:05  Installing 1,284 packages from package-lock.json',
  '09:14:41  Warning: 3 packages are deprecated, run npm outdated for details',
  '09:14:42  Type-checking 412 files',
  '09:14:58  Building 38 pages for production',
  '09:15:20  Optimising 214 images, 4.1 MB saved',
  '09:15:31  Writing sitemap.xml and feed.xml',
  '09:15:33  Uploading 1,032 files to the edge network',
  '09:15:47  Purging the cache for storefront.example.com',
  '09:15:49  Running 24 smoke tests against the preview deployment',
  '09:16:02  All smoke tests passed',
  '09:16:03  Deployment is live at https://storefront.example.com',
];

export default function BothDirectionsScrollArea() {
  return (
    <ScrollArea.Root className={classes.root}>
      <ScrollArea.Viewport className={classes.viewport}>
        <ScrollArea.Content className={classes.content}>
          {log.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </ScrollArea.Content>
      </ScrollArea.Viewport>
      <ScrollArea.Scrollbar orientation="vertical" className={classes.scrollbar}>
        <ScrollArea.Thumb className={classes.thumb} />
      </ScrollArea.Scrollbar>
      <ScrollArea.Scrollbar orientation="horizontal" className={classes.scrollbar}>
        <ScrollArea.Thumb className={classes.thumb} />
      </ScrollArea.Scrollbar>
      <ScrollArea.Corner />
    </ScrollArea.Root>
  );
}
