import { ScrollArea } from '@base-ui/react/scroll-area';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Root = styled(ScrollArea.Root)(({ theme }) => ({
  width: '100%',
  maxWidth: 360,
  height: 200,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  color: theme.vars.palette.text.primary,
}));

const Viewport = styled(ScrollArea.Viewport)(({ theme }) => ({
  height: '100%',
  borderRadius: 'inherit',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Content = styled(ScrollArea.Content)(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.7,
  whiteSpace: 'nowrap',
}));

const Scrollbar = styled(ScrollArea.Scrollbar)(({ theme }) => ({
  display: 'flex',
  padding: 2,
  opacity: 0,
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-orientation="vertical"]': { width: 10 },
  '&[data-orientation="horizontal"]': { height: 10 },
  '&[data-hovering], &[data-scrolling]': { opacity: 1 },
}));

const Thumb = styled(ScrollArea.Thumb)(({ theme }) => ({
  width: '100%',
  borderRadius: 3,
  background: theme.vars.palette.grey[500],
}));

export default function BothDirectionsScrollArea() {
  return (
    <Root>
      <Viewport>
        <Content>
          {log.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Content>
      </Viewport>
      <Scrollbar orientation="vertical">
        <Thumb />
      </Scrollbar>
      <Scrollbar orientation="horizontal">
        <Thumb />
      </Scrollbar>
      <ScrollArea.Corner />
    </Root>
  );
}
