'use client';
/**
 * The code a playground prints, in the site's code block with its copy button (the same behaviour,
 * timing and labels as every code block). Its height is that of the longest code the playground can
 * print (up to a cap, then it scrolls), so the block never grows or shrinks while a reader plays.
 */
import type { CSSProperties } from 'react';
import { clickEventAttributes } from '../analytics/clickEvents';
import CopyButton from '../code-block/CopyButton.client';
import { CODE_BLOCK_COPIED_MS } from '../code-block/copy';
import codeStyles from '../code-block/CodeBlock.module.css';
import { t } from '../i18n/translate';
import styles from './JoyPlayground.module.css';

/** Beyond this many lines the block scrolls instead of growing. */
const MAX_RESERVED_LINES = 16;

export default function PlaygroundCode({ code, label, lines }: { code: string; label: string; lines: number }) {
  const what = t('copy.languageCode', { language: 'TSX' });
  const reserved = { '--code-lines': String(Math.min(lines, MAX_RESERVED_LINES)) } as CSSProperties;
  return (
    <div className={`${codeStyles.block} ${styles.code}`} data-code-block="">
      {/* Focusable: a reader scrolls a long code block with the keyboard. */}
      <pre className={codeStyles.pre} tabIndex={0} aria-label={label} data-joy-playground-code="">
        <code style={reserved}>{code}</code>
      </pre>
      <CopyButton
        label={t('copy.copyCode', { what })}
        copiedLabel={t('copy.copiedCode', { what })}
        copyText={t('copy.copy')}
        copiedText={t('copy.copied')}
        announceText={t('copy.announce')}
        resetAfterMs={CODE_BLOCK_COPIED_MS}
        analytics={clickEventAttributes('code_block', { eventAction: 'copy', eventLabel: 'TSX' })}
      />
    </div>
  );
}
