import { PreviewCard } from '@base-ui/react/preview-card';

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
      className="font-medium underline underline-offset-2"
    >
      {reviewer.name}
    </PreviewCard.Trigger>
  );
}

export default function SharedPreviewCard() {
  return (
    <div className="text-sm leading-6 text-fg">
      Reviewers: <ReviewerLink id="ada" />, <ReviewerLink id="ben" /> and{' '}
      <ReviewerLink id="chloe" />.
      <PreviewCard.Root handle={reviewerCard}>
        {({ payload }) => (
          <PreviewCard.Portal>
            <PreviewCard.Positioner sideOffset={10} className="z-[1300]">
              {/* --popup-height is set by Base UI to the old, then the new content's height. */}
              <PreviewCard.Popup className="box-border h-[var(--popup-height,auto)] w-[280px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface text-sm text-fg shadow-raised transition-[opacity,scale,height] duration-200 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
                <PreviewCard.Arrow className="flex data-[side=bottom]:bottom-[calc(100%-1px)] data-[side=top]:top-[calc(100%-1px)] data-[side=top]:rotate-180">
                  <svg
                    width="16"
                    height="8"
                    viewBox="0 0 16 8"
                    aria-hidden="true"
                    className="fill-surface stroke-divider"
                  >
                    <path d="M0 8 8 0l8 8" />
                  </svg>
                </PreviewCard.Arrow>
                {/* The outgoing reviewer fades out while the next one fades and slides in. */}
                <PreviewCard.Viewport className="relative h-full overflow-clip [&>[data-current]]:transition-[opacity,translate] [&>[data-current]]:duration-200 [&>[data-current][data-starting-style]]:opacity-0 [&>[data-previous]]:inset-x-0 [&>[data-previous]]:top-0 [&>[data-previous]]:transition-[opacity,translate] [&>[data-previous]]:duration-200 [&>[data-previous][data-ending-style]]:opacity-0 data-[activation-direction~=left]:[&>[data-current][data-starting-style]]:-translate-x-6 data-[activation-direction~=right]:[&>[data-current][data-starting-style]]:translate-x-6">
                  {payload && (
                    <div className="flex gap-3 p-4">
                      <img
                        src={payload.image}
                        alt={payload.name}
                        width={40}
                        height={40}
                        className="block shrink-0 rounded-full"
                      />
                      <div>
                        <div className="font-semibold">{payload.name}</div>
                        <div className="text-fg-muted">{payload.role}</div>
                        <div className="mt-2">{payload.summary}</div>
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
