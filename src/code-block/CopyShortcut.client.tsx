'use client';
/**
 * One listener per page for Ctrl/Cmd+C: with no text selected, it copies the code block under the
 * pointer or holding focus by pressing that block's own copy button (so the button shows Copied).
 */
import { useEffect } from 'react';
import { shouldCopyBlock } from './copy';

/** The innermost hovered block, else the block holding focus. */
function targetBlock(): HTMLElement | null {
  const hovered = document.querySelectorAll<HTMLElement>('[data-code-block]:hover');
  const last = hovered[hovered.length - 1];
  if (last) return last;
  return document.activeElement?.closest<HTMLElement>('[data-code-block]') ?? null;
}

/** Mount once in the page layout; renders nothing. */
export default function CopyShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const block = targetBlock();
      const selected = document.getSelection()?.toString() ?? '';
      if (!shouldCopyBlock(event, selected, block !== null)) return;
      const button = block?.querySelector<HTMLButtonElement>('[data-copy-button]');
      if (!button) return;
      event.preventDefault();
      button.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
