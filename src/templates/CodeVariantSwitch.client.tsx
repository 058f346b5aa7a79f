'use client';
/** TS or JS for a template's code page: the same site-wide preference the demos' toolbars set. */
import { useSyncExternalStore } from 'react';
import { getPreferences, SERVER_PREFERENCES, setCodeVariant, subscribePreferences } from '../demos/codePreferenceStore';
import { CODE_VARIANTS } from '../demos/codePreferences';
import styles from './TemplateCode.module.css';

export default function CodeVariantSwitch({ label, titles }: { label: string; titles: Record<'TS' | 'JS', string> }) {
  const { codeVariant } = useSyncExternalStore(subscribePreferences, getPreferences, () => SERVER_PREFERENCES);
  return (
    <div role="group" aria-label={label} className={styles.variants}>
      {CODE_VARIANTS.map((variant) => (
        <button key={variant} type="button" className={styles.variant} aria-pressed={codeVariant === variant} title={titles[variant]} onClick={() => setCodeVariant(variant)}>
          {variant}
        </button>
      ))}
    </div>
  );
}
