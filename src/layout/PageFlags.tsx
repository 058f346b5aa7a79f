/** The chips beside a page title: plan (Pro/Premium), New, Planned, Unstable, Beta, Legacy, Deprecated. */
import { t, type TranslationKey } from '../i18n/translate';
import type { PageFlags as Flags } from '../navigation/types';
import styles from './PageFlags.module.css';

/** Flag name → translation key, in display order. */
const FLAG_KEYS = [
  ['newFeature', 'flag.newFeature'],
  ['planned', 'flag.planned'],
  ['unstable', 'flag.unstable'],
  ['beta', 'flag.beta'],
  ['legacy', 'flag.legacy'],
  ['deprecated', 'flag.deprecated'],
] as const satisfies ReadonlyArray<readonly [keyof Flags, TranslationKey]>;

/** The labels an item's flags show, in display order (exported for tests and search). */
function flagLabels(item: Flags): Array<{ flag: string; label: string }> {
  const labels: Array<{ flag: string; label: string }> = [];
  if (item.plan) labels.push({ flag: item.plan, label: t(item.plan === 'pro' ? 'flag.pro' : 'flag.premium') });
  for (const [flag, key] of FLAG_KEYS) if (item[flag]) labels.push({ flag, label: t(key) });
  return labels;
}

/** Renders the chips; nothing when the item has no flag. */
export default function PageFlags({ item }: { item: Flags }) {
  const labels = flagLabels(item);
  if (labels.length === 0) return null;
  return (
    <span className={styles.flags}>
      {labels.map(({ flag, label }) => (
        <span key={flag} className={styles.chip} data-flag={flag}>
          {label}
        </span>
      ))}
    </span>
  );
}
