/** One ad: image, name, description and an "ad by" line, all as text; opens in a new tab. */
import { clickEventAttributes } from '../analytics/clickEvents';
import type { CSSProperties } from 'react';
import { fillPlaceholders } from '../i18n/placeholders';
import type { AdRecord } from './inHouseAds';
import { AD_IMAGE_SIZE } from './adConstants';
import styles from './Ad.module.css';

/** Renders an ad record; `network` marks a network ad, which is what detection looks for. */
export default function AdDisplay({ ad, adBy, network = false }: { ad: AdRecord; adBy: string; network?: boolean }) {
  return (
    <a
      className={styles.ad}
      style={{ '--ad-image-width': `${AD_IMAGE_SIZE.width}px`, '--ad-image-height': `${AD_IMAGE_SIZE.height}px` } as CSSProperties}
      href={ad.link}
      target="_blank"
      rel="noopener sponsored"
      data-ad-network={network ? '' : undefined}
      {...clickEventAttributes('ad', { eventAction: 'click', eventLabel: ad.label })}
    >
      {ad.img ? (
        // A plain <img>: the export serves files as they are, and the size is reserved by width/height.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={ad.img} alt="" width={AD_IMAGE_SIZE.width} height={AD_IMAGE_SIZE.height} referrerPolicy="no-referrer" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <span className={styles.text}>
        <span className={styles.name}>{ad.name}</span>
        <span className={styles.description}>{ad.description}</span>
        <span className={styles.poweredBy}>{fillPlaceholders(adBy, { network: ad.poweredby })}</span>
      </span>
    </a>
  );
}
