import { ScrollArea } from '@base-ui/react/scroll-area';

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

const scrollbarClasses =
  'flex p-0.5 opacity-0 transition-opacity duration-150 data-[hovering]:opacity-100 data-[scrolling]:opacity-100 data-[orientation=horizontal]:h-2.5 data-[orientation=vertical]:w-2.5';

export default function BothDirectionsScrollArea() {
  return (
    <ScrollArea.Root className="h-50 w-full max-w-90 rounded-theme border border-solid border-divider text-fg">
      <ScrollArea.Viewport className="h-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary">
        <ScrollArea.Content className="px-4 py-3 font-mono text-[0.8125rem] leading-[1.7] whitespace-nowrap">
          {log.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </ScrollArea.Content>
      </ScrollArea.Viewport>
      <ScrollArea.Scrollbar orientation="vertical" className={scrollbarClasses}>
        <ScrollArea.Thumb className="w-full rounded-[3px] bg-control-strong" />
      </ScrollArea.Scrollbar>
      <ScrollArea.Scrollbar orientation="horizontal" className={scrollbarClasses}>
        <ScrollArea.Thumb className="w-full rounded-[3px] bg-control-strong" />
      </ScrollArea.Scrollbar>
      <ScrollArea.Corner />
    </ScrollArea.Root>
  );
}
