'use client';
/**
 * The density tool: the dense switch and the spacing factor, applied to every demo of the site through
 * the theme reducer's actions (SET_DENSE, SET_SPACING, INCREASE_SPACING, DECREASE_SPACING, RESET_DENSITY),
 * with the theme code for the choice. Plain HTML controls: no library code for a switch and a number.
 */
import { useId, useState } from 'react';
import { t } from '../i18n/translate';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import { DEFAULT_CUSTOMIZATION, MAX_SPACING } from '../theme/themeCustomization';
import { dispatchSiteTheme } from '../theme/themeCustomizationStore';
import { MIN_SPACING } from '../theme/themeState';
import { useThemeCustomization } from '../theme/useThemeCustomization';
import { densityThemeCode } from './densityCode';
import ToolCode from './ToolCode';
import type { ThemeToolProps } from './ThemeTool.client';
import styles from './ThemeTools.module.css';

export default function DensityTool(_props: ThemeToolProps) {
  const { dense } = useDisplaySettings();
  const { spacing } = useThemeCustomization();
  const id = useId();
  // What the reader is typing; applied when it is a whole number in range.
  const [draft, setDraft] = useState<string | null>(null);
  const draftInvalid = draft !== null && !/^\d+$/.test(draft.trim());
  const outOfRange = draft !== null && !draftInvalid && (Number(draft) < MIN_SPACING || Number(draft) > MAX_SPACING);
  const error = draftInvalid || outOfRange ? t('themeTools.spacingRange', { min: String(MIN_SPACING), max: String(MAX_SPACING) }) : null;

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={dense} onChange={(event) => dispatchSiteTheme({ type: 'SET_DENSE', payload: event.target.checked })} />
          {t('themeTools.dense')}
        </label>
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-spacing`}>{t('themeTools.spacing')}</label>
        <button type="button" className={styles.button} aria-label={t('themeTools.decreaseSpacing')} disabled={spacing <= MIN_SPACING}
          onClick={() => {
            setDraft(null);
            dispatchSiteTheme({ type: 'DECREASE_SPACING' });
          }}
        >
          −
        </button>
        <input
          id={`${id}-spacing`}
          className={styles.number}
          inputMode="numeric"
          value={draft ?? String(spacing)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-spacing-help`}
          onChange={(event) => {
            const value = event.target.value;
            setDraft(value);
            if (/^\d+$/.test(value.trim()) && Number(value) >= MIN_SPACING && Number(value) <= MAX_SPACING) dispatchSiteTheme({ type: 'SET_SPACING', payload: Number(value) });
          }}
          onBlur={() => {
            if (!error) setDraft(null);
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={t('themeTools.increaseSpacing')}
          disabled={spacing >= MAX_SPACING}
          onClick={() => {
            setDraft(null);
            dispatchSiteTheme({ type: 'INCREASE_SPACING' });
          }}
        >
          +
        </button>
        <span className={styles.unit}>px</span>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setDraft(null);
            dispatchSiteTheme({ type: 'RESET_DENSITY' });
          }}
        >
          {t('themeTools.resetDensity')}
        </button>
      </div>
      <p id={`${id}-spacing-help`} className={error ? styles.error : styles.help}>
        {error ?? t('themeTools.spacingHelp', { spacing: String(spacing), example: String(spacing * 2) })}
      </p>
      <p className={styles.status} role="status">
        {dense || spacing !== DEFAULT_CUSTOMIZATION.spacing ? t('themeTools.densityApplied') : t('themeTools.densityDefault')}
      </p>
      <ToolCode code={densityThemeCode(spacing, dense)} label={t('themeTools.densityCode')} />
    </div>
  );
}
