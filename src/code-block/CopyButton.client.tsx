'use client';
/** The copy button of a code block: copies the block's text, shows Copied, reverts after the delay. */
import { useEffect, useRef, useState } from 'react';
import type { ClickEventAttributes } from '../analytics/clickEvents';
import { createCopyController } from './copy';
import styles from './CodeBlock.module.css';

export interface CopyButtonProps {
  /** Accessible name before copying, e.g. "Copy bash code". */
  label: string;
  /** Accessible name while showing Copied. */
  copiedLabel: string;
  copyText: string;
  copiedText: string;
  announceText: string;
  resetAfterMs: number;
  /** The analytics attributes a click carries (src/analytics/clickEvents.ts). */
  analytics: ClickEventAttributes;
}

/** Reads the code from the surrounding `[data-code-block]`, so the code is not shipped twice in the HTML. */
export default function CopyButton({ label, copiedLabel, copyText, copiedText, announceText, resetAfterMs, analytics }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const controller = useRef<ReturnType<typeof createCopyController>>(null);

  useEffect(() => {
    const current = createCopyController({ resetAfterMs, writeText: (text) => navigator.clipboard.writeText(text), onChange: setCopied });
    controller.current = current;
    return () => current.dispose();
  }, [resetAfterMs]);

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const code = event.currentTarget.closest('[data-code-block]')?.querySelector('pre')?.textContent ?? '';
    void controller.current?.copy(code);
  };

  return (
    <>
      <button type="button" className={styles.copy} data-copy-button="" data-copied={copied || undefined} aria-label={copied ? copiedLabel : label} onClick={onClick} {...analytics}>
        {copied ? copiedText : copyText}
      </button>
      <span className={styles.visuallyHidden} role="status">
        {copied ? announceText : ''}
      </span>
    </>
  );
}
