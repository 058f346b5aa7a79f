import { PreviewCard } from '@base-ui/react/preview-card';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

interface Reviewer {
  name: string;
  role: string;
  image: string;
  summary: string;
}

const reviewers: Record<'ada' | 'ben' | 'chloe', Reviewer> = {
  ada: {
    name: 'Ada Okafor',
    role: 'Design lead',
    image: '/static/images/avatars/ada.svg',
    summary: 'Approved the new colour tokens. 2 comments.',
  },
  ben: {
    name: 'Ben Carter',
    role: 'Front-end engineer',
    image: '/static/images/avatars/ben.svg',
    summary:
      'Asked for a test of the dark theme and a screenshot of the empty state.',
  },
  chloe: {
    name: 'Chloe Martin',
    role: 'Accessibility',
    image: '/static/images/avatars/chloe.svg',
    summary: 'Review pending.',
  },
};

const Text = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.5rem',
}));

const Trigger = styled(PreviewCard.Trigger)(({ theme }) => ({
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
}));

const Positioner = styled(PreviewCard.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(PreviewCard.Popup)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 280,
  // Base UI sets --popup-height to the old and then the new content's height when the reviewer changes.
  height: 'var(--popup-height, auto)',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[4],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  transformOrigin: 'var(--transform-origin)',
  transition: [
    theme.transitions.create(['opacity', 'scale'], {
      duration: theme.transitions.duration.shortest,
    }),
    theme.transitions.create('height', {
      duration: theme.transitions.duration.shorter,
    }),
  ].join(', '),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
}));

const Arrow = styled(PreviewCard.Arrow)(({ theme }) => ({
  display: 'flex',
  '&[data-side="bottom"]': { bottom: 'calc(100% - 1px)' },
  '&[data-side="top"]': { top: 'calc(100% - 1px)', rotate: '180deg' },
  '& path': {
    fill: theme.vars.palette.background.paper,
    stroke: theme.vars.palette.divider,
  },
}));

const Viewport = styled(PreviewCard.Viewport)(({ theme }) => ({
  position: 'relative',
  height: '100%',
  overflow: 'clip',
  // The outgoing reviewer fades out while the next one fades and slides in.
  '& > [data-current], & > [data-previous]': {
    transition: theme.transitions.create(['opacity', 'translate'], {
      duration: theme.transitions.duration.shorter,
    }),
  },
  '& > [data-previous]': { insetBlockStart: 0, insetInline: 0 },
  '& > [data-previous][data-ending-style], & > [data-current][data-starting-style]':
    { opacity: 0 },
  '&[data-activation-direction~="right"] > [data-current][data-starting-style]': {
    translate: '24px 0',
  },
  '&[data-activation-direction~="left"] > [data-current][data-starting-style]': {
    translate: '-24px 0',
  },
}));

const Content = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
}));

const Avatar = styled('img')({
  display: 'block',
  flexShrink: 0,
  borderRadius: '50%',
});

const Name = styled('div')({ fontWeight: 600 });

const Secondary = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

const Summary = styled('div')(({ theme }) => ({ marginTop: theme.spacing(1) }));

// One card for all the links: each trigger passes its reviewer as the payload.
const reviewerCard = PreviewCard.createHandle<Reviewer>();

function ReviewerLink(props: { id: keyof typeof reviewers }) {
  const reviewer = reviewers[props.id];
  return (
    <Trigger handle={reviewerCard} payload={reviewer} href={`#people-${props.id}`}>
      {reviewer.name}
    </Trigger>
  );
}

export default function SharedPreviewCard() {
  return (
    <Text>
      Reviewers: <ReviewerLink id="ada" />, <ReviewerLink id="ben" /> and{' '}
      <ReviewerLink id="chloe" />.
      <PreviewCard.Root handle={reviewerCard}>
        {({ payload }) => (
          <PreviewCard.Portal>
            <Positioner sideOffset={10}>
              <Popup>
                <Arrow>
                  <svg width="16" height="8" viewBox="0 0 16 8" aria-hidden="true">
                    <path d="M0 8 8 0l8 8" />
                  </svg>
                </Arrow>
                <Viewport>
                  {payload && (
                    <Content>
                      <Avatar
                        src={payload.image}
                        alt={payload.name}
                        width={40}
                        height={40}
                      />
                      <div>
                        <Name>{payload.name}</Name>
                        <Secondary>{payload.role}</Secondary>
                        <Summary>{payload.summary}</Summary>
                      </div>
                    </Content>
                  )}
                </Viewport>
              </Popup>
            </Positioner>
          </PreviewCard.Portal>
        )}
      </PreviewCard.Root>
    </Text>
  );
}
