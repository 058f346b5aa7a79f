import { PreviewCard } from '@base-ui/react/preview-card';
import classes from './css.module.css';

export default function ProfilePreviewCard() {
  return (
    <div className={classes.text}>
      Design reviewed by{' '}
      <PreviewCard.Root>
        <PreviewCard.Trigger href="#team-ada-okafor" className={classes.link}>
          Ada Okafor
        </PreviewCard.Trigger>
        <PreviewCard.Portal>
          <PreviewCard.Positioner sideOffset={8} className={classes.positioner}>
            <PreviewCard.Popup className={classes.popup}>
              <div className={classes.header}>
                <img
                  src="/static/images/avatars/ada.svg"
                  alt="Ada Okafor"
                  width={48}
                  height={48}
                  className={classes.avatar}
                />
                <div>
                  <div className={classes.name}>Ada Okafor</div>
                  <div className={classes.secondary}>Design lead, Lisbon</div>
                </div>
              </div>
              <div className={classes.bio}>
                Runs the design system team and writes about colour, type and forms
                that work with a keyboard.
              </div>
              <div className={classes.secondary}>128 reviews · 2,430 followers</div>
            </PreviewCard.Popup>
          </PreviewCard.Positioner>
        </PreviewCard.Portal>
      </PreviewCard.Root>{' '}
      on 4 June.
    </div>
  );
}
