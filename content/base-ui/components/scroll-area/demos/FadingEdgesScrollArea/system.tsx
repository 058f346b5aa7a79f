import { ScrollArea } from '@base-ui/react/scroll-area';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Root = styled(ScrollArea.Root)(({ theme }) => ({
  width: 300,
  height: 220,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  // The focus ring sits on the root, outside the faded viewport.
  '&:has(> :focus-visible)': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Viewport = styled(ScrollArea.Viewport)({
  height: '100%',
  borderRadius: 'inherit',
  outline: 0,
  // Fades each edge over as many pixels as are hidden behind it, up to 40.
  maskImage: `linear-gradient(
    to bottom,
    transparent 0,
    #000 min(40px, var(--scroll-area-overflow-y-start, 0px)),
    #000 calc(100% - min(40px, var(--scroll-area-overflow-y-end, 0px))),
    transparent 100%
  )`,
});

const Content = styled(ScrollArea.Content)(({ theme }) => ({
  padding: theme.spacing(0.5, 2),
}));

const Entry = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  paddingBlock: theme.spacing(1),
  color: theme.vars.palette.text.primary,
}));

const Time = styled('span')(({ theme }) => ({
  flexShrink: 0,
  color: theme.vars.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
}));

const Scrollbar = styled(ScrollArea.Scrollbar)({
  display: 'flex',
  width: 10,
  padding: 2,
});

const Thumb = styled(ScrollArea.Thumb)(({ theme }) => ({
  width: '100%',
  borderRadius: 3,
  background: theme.vars.palette.grey[500],
}));

export default function FadingEdgesScrollArea() {
  return (
    <Root>
      <Viewport role="region" aria-label="Project activity">
        <Content>
          {activity.map((entry) => (
            <Entry key={entry.time}>
              <Time>{entry.time}</Time>
              {entry.text}
            </Entry>
          ))}
        </Content>
      </Viewport>
      <Scrollbar>
        <Thumb />
      </Scrollbar>
    </Root>
  );
}
