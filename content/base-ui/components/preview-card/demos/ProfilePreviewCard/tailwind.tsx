import { PreviewCard } from '@base-ui/react/preview-card';

export default function ProfilePreviewCard() {
  return (
    <div className="text-sm text-fg">
      Design reviewed by{' '}
      <PreviewCard.Root>
        <PreviewCard.Trigger
          href="#team-ada-okafor"
          className="font-medium underline underline-offset-2"
        >
          Ada Okafor
        </PreviewCard.Trigger>
        <PreviewCard.Portal>
          <PreviewCard.Positioner sideOffset={8} className="z-[1300]">
            <PreviewCard.Popup className="box-border w-[280px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-4 text-sm text-fg shadow-raised transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
              <div className="mb-3 flex items-center gap-3">
                <img
                  src="/static/images/avatars/ada.svg"
                  alt="Ada Okafor"
                  width={48}
                  height={48}
                  className="block rounded-full"
                />
                <div>
                  <div className="text-base font-semibold">Ada Okafor</div>
                  <div className="text-fg-muted">Design lead, Lisbon</div>
                </div>
              </div>
              <div className="mb-3">
                Runs the design system team and writes about colour, type and forms
                that work with a keyboard.
              </div>
              <div className="text-fg-muted">128 reviews · 2,430 followers</div>
            </PreviewCard.Popup>
          </PreviewCard.Positioner>
        </PreviewCard.Portal>
      </PreviewCard.Root>{' '}
      on 4 June.
    </div>
  );
}
