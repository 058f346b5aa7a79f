'use client';
/** The template bar's controls: the site's colour mode, and the project export to StackBlitz or CodeSandbox. */
import { useState } from 'react';
import { getPreferences } from '../demos/codePreferenceStore';
import type { Mode } from '../settings/displaySettings';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import { t } from '../i18n/translate';
import type { SandboxService } from '../demos/openSandbox';
import type { TemplateInfo } from './templates';
import styles from './Template.module.css';

const MODES: Array<{ value: Mode; label: string }> = [
  { value: 'light', label: t('settings.light') },
  { value: 'dark', label: t('settings.dark') },
  { value: 'system', label: t('settings.system') },
];

export default function TemplateToolbar({ template }: { template: TemplateInfo }) {
  const { mode } = useDisplaySettings();
  const [busy, setBusy] = useState(false);
  const open = async (service: SandboxService) => {
    setBusy(true);
    try {
      const { openTemplateSandbox } = await import('./openTemplateSandbox');
      // The reader's code language (TS or JS), as the demos' exports use it.
      await openTemplateSandbox(service, template, getPreferences().codeVariant);
    } finally {
      setBusy(false);
    }
  };
  return (
    // data-sandbox-export: the server lets this page post its export to the sandbox services (server/securityHeaders.ts).
    <div className={styles.tools} data-sandbox-export="">
      <div role="group" aria-label={t('templates.mode')} className={styles.modes}>
        {MODES.map((choice) => (
          <button key={choice.value} type="button" className={styles.mode} aria-pressed={mode === choice.value} onClick={() => window.__docsDisplay?.setMode(choice.value)}>
            {choice.label}
          </button>
        ))}
      </div>
      <button type="button" className={styles.action} disabled={busy} onClick={() => void open('stackblitz')}>
        {t('demo.stackblitz')}
      </button>
      <button type="button" className={styles.action} disabled={busy} onClick={() => void open('codesandbox')}>
        {t('demo.codesandbox')}
      </button>
    </div>
  );
}
