/** A highlighted note inside a page (`<Callout type="warning">`), rendered on the server. */
import type { ReactNode } from 'react';
import { t } from '../i18n/translate';
import styles from './Callout.module.css';

export type CalloutType = 'info' | 'success' | 'warning' | 'error';

const icons: Record<CalloutType, string> = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  success: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
};

/** Renders the callout; an unknown type is a content error, so it fails the build. */
export default function Callout({ type = 'info', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  if (!(type in icons)) {
    throw new Error(`Unknown callout type "${String(type)}": use info, success, warning or error.`);
  }
  const label = title ?? t(`callout.${type}`);
  return (
    <aside className={styles.callout} data-type={type} aria-label={label}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[type]} />
      </svg>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </aside>
  );
}
