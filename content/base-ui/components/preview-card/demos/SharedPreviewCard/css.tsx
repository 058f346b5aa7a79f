import { PreviewCard } from '@base-ui/react/preview-card';
import classes from './css.module.css';

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

// One card for all the links: each trigger passes its reviewer as the payload.
const reviewerCard = PreviewCard.createHandle<Reviewer>();

function ReviewerLink(props: { id: keyof typeof reviewers }) {
  const reviewer = reviewers[props.id];
  return (
    <PreviewCard.Trigger
      handle={reviewerCard}
      payload={reviewer}
      href={`#people-${props.id}`}
      className={classes.link}
    >
      {reviewer.name}
    </PreviewCard.Trigger>
  );
}

export default function SharedPreviewCard() {
  return (
    <div className={classes.text}>
      Reviewers: <ReviewerLink id="ada" />, <ReviewerLink id="ben" /> and{' '}
      <ReviewerLink id="chloe" />.
      <PreviewCard.Root handle={reviewerCard}>
        {({ payload }) => (
          <PreviewCard.Portal>
            <PreviewCard.Positioner sideOffset={10} className={classes.positioner}>
              <PreviewCard.Popup className={classes.popup}>
                <PreviewCard.Arrow className={classes.arrow}>
                  <svg width="16" height="8" viewBox="0 0 16 8" aria-hidden="true">
                    <path d="M0 8 8 0l8 8" />
                  </svg>
                </PreviewCard.Arrow>
                <PreviewCard.Viewport className={classes.viewport}>
                  {payload && (
                    <div className={classes.content}>
                      <img
                        src={payload.image}
                        alt={payload.name}
                        width={40}
                        height={40}
                        className={classes.avatar}
                      />
                      <div>
                        <div className={classes.name}>{payload.name}</div>
                        <div className={classes.secondary}>{payload.role}</div>
                        <div className={classes.summary}>{payload.summary}</div>
                      </div>
                    </div>
                  )}
                </PreviewCard.Viewport>
              </PreviewCard.Popup>
            </PreviewCard.Positioner>
          </PreviewCard.Portal>
        )}
      </PreviewCard.Root>
    </div>
  );
}
