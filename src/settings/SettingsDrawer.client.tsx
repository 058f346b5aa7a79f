'use client';
/** The settings drawer: mode, direction, density of demos and language. Loaded on demand by SettingsButton. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { choiceAttributes, type EventAction } from '../analytics/clickEvents';
import { t } from '../i18n/translate';
import type { Direction, DisplaySettingsState, Mode } from './displaySettings';
import styles from './SettingsDrawer.module.css';

const TRANSLATE_URL = 'https://crowdin.com/project/material-ui-docs';

interface Choice<T extends string> {
  value: T;
  label: string;
  /** The language of the label, when it is a language's own name. */
  lang?: string;
}

interface ToggleGroupProps<T extends string> {
  id: string;
  label: string;
  /** The setting's name in analytics: a click on another choice reports it with the new value. */
  setting: EventAction<'settings'>;
  choices: Array<Choice<T>>;
  value: T | undefined;
  onChange: (value: T) => void;
  /** Shown below the choices. */
  children?: ReactNode;
}

function ToggleGroup<T extends string>({ id, label, setting, choices, value, onChange, children }: ToggleGroupProps<T>) {
  return (
    <section className={styles.section}>
      <h3 id={id} className={styles.heading}>
        {label}
      </h3>
      <div role="group" aria-labelledby={id} className={styles.group}>
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={styles.toggle}
            aria-pressed={choice.value === value}
            lang={choice.lang}
            onClick={() => onChange(choice.value)}
            {...choiceAttributes('settings', { eventAction: setting, eventLabel: choice.value }, value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {children}
    </section>
  );
}

/** A modal side sheet on the inline-end side; Esc, the close button and a click outside close it. */
export default function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<DisplaySettingsState | undefined>(() => window.__docsDisplay?.get());

  useEffect(() => {
    dialog.current?.showModal();
    return window.__docsDisplay?.subscribe(setState);
  }, []);

  const api = () => window.__docsDisplay;
  const modes: Array<Choice<Mode>> = [
    { value: 'light', label: t('settings.light') },
    { value: 'system', label: t('settings.system') },
    { value: 'dark', label: t('settings.dark') },
  ];
  const densities: Array<Choice<'comfortable' | 'dense'>> = [
    { value: 'comfortable', label: t('settings.comfortable') },
    { value: 'dense', label: t('settings.dense') },
  ];
  const directions: Array<Choice<Direction>> = [
    { value: 'ltr', label: t('settings.ltr') },
    { value: 'rtl', label: t('settings.rtl') },
  ];
  // English only for now: the accepted zh prefix is served in English too (SPEC §2).
  const languages: Array<Choice<'en'>> = [{ value: 'en', label: t('settings.english'), lang: 'en' }];

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby="settings-title"
      onClose={onClose}
      // The dialog element itself is only hit on its backdrop: the content fills it.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id="settings-title" className={styles.title}>
            {t('settings.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('settings.close')} onClick={() => dialog.current?.close()}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
              <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
            </svg>
          </button>
        </div>
        <ToggleGroup id="settings-mode" label={t('settings.mode')} setting="mode" choices={modes} value={state?.mode} onChange={(mode) => api()?.setMode(mode)} />
        <ToggleGroup id="settings-direction" label={t('settings.direction')} setting="direction" choices={directions} value={state?.direction} onChange={(direction) => api()?.setDirection(direction)} />
        <ToggleGroup
          id="settings-density"
          label={t('settings.density')}
          setting="density"
          choices={densities}
          value={state === undefined ? undefined : state.dense ? 'dense' : 'comfortable'}
          onChange={(density) => api()?.setDense(density === 'dense')}
        />
        <ToggleGroup id="settings-language" label={t('settings.language')} setting="language" choices={languages} value="en" onChange={() => {}}>
          <a className={styles.link} href={TRANSLATE_URL} target="_blank" rel="noopener">
            {t('settings.helpTranslate')}
          </a>
        </ToggleGroup>
      </div>
    </dialog>
  );
}
