/**
 * The app bar's search control: a server-rendered face ("Search…", the shortcut) inside the button
 * island it is given (Search.tsx gives the one loaded with the page; the 404 page one loaded on demand).
 */
import type { ComponentProps, ComponentType } from 'react';
import type { SectionId } from '../navigation/types';
import { searchLabels } from './labels';
import type SearchButton from './SearchButton.client';
import styles from './Search.module.css';

/** `current` is the product of the page being read; its results are listed first. */
export default function SearchControl({ current, Button }: { current?: SectionId; Button: ComponentType<ComponentProps<typeof SearchButton>> }) {
  const labels = searchLabels();
  return (
    <Button labels={labels} current={current} className={styles.button}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
      </svg>
      <span className={styles.text}>{labels.placeholder}</span>
      {/* Both spellings are rendered and CSS shows the platform's, so nothing changes width after hydration. */}
      <kbd className={styles.shortcut} aria-hidden="true">
        <span className={styles.ctrl}>Ctrl K</span>
        <span className={styles.mac}>⌘K</span>
      </kbd>
    </Button>
  );
}
