'use client';
/** The generated theme code of a tool, with the site's copy button (same behaviour and timing as code blocks). */
import { clickEventAttributes } from '../analytics/clickEvents';
import CopyButton from '../code-block/CopyButton.client';
import { CODE_BLOCK_COPIED_MS } from '../code-block/copy';
import codeStyles from '../code-block/CodeBlock.module.css';
import { t } from '../i18n/translate';
import styles from './ThemeTools.module.css';

export default function ToolCode({ code, label }: { code: string; label: string }) {
  const what = t('copy.languageCode', { language: 'TypeScript' });
  return (
    <div className={`${codeStyles.block} ${styles.code}`} data-code-block="">
      <pre className={codeStyles.pre} tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
      <CopyButton
        label={t('copy.copyCode', { what })}
        copiedLabel={t('copy.copiedCode', { what })}
        copyText={t('copy.copy')}
        copiedText={t('copy.copied')}
        announceText={t('copy.announce')}
        resetAfterMs={CODE_BLOCK_COPIED_MS}
        analytics={clickEventAttributes('code_block', { eventAction: 'copy', eventLabel: 'TypeScript' })}
      />
    </div>
  );
}
