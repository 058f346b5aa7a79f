/**
 * Copy-button rules (SPEC §4, §8): Copy → Copied → Copy after a delay, a swallowed NotAllowedError,
 * and the Ctrl/Cmd+C shortcut. Plain functions with injected timers and clipboard, so they are testable.
 */

/** How long the code-block button shows "Copied". */
export const CODE_BLOCK_COPIED_MS = 2000;
/** How long a component demo's button shows "Copied". */
export const DEMO_COPIED_MS = 1200;

export interface CopyControllerOptions {
  resetAfterMs: number;
  writeText: (text: string) => Promise<void>;
  onChange: (copied: boolean) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The clipboard refused (no permission, document not focused): nothing useful to tell the reader. */
function isNotAllowedError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'NotAllowedError';
}

/** A controller for one copy button: `copy(text)` writes, shows Copied, and reverts after the delay. */
export function createCopyController(options: CopyControllerOptions) {
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown;

  return {
    /** Copies; resolves true when the text reached the clipboard. Other errors than NotAllowedError propagate. */
    async copy(text: string): Promise<boolean> {
      try {
        await options.writeText(text);
      } catch (error) {
        if (isNotAllowedError(error)) return false;
        throw error;
      }
      if (timer !== undefined) clearTimer(timer);
      options.onChange(true);
      // A second click restarts the delay, so the label never reverts early.
      timer = setTimer(() => {
        timer = undefined;
        options.onChange(false);
      }, options.resetAfterMs);
      return true;
    },
    dispose() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
  };
}

export interface ShortcutEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+C or Cmd+C without other modifiers. */
export function isCopyShortcut(event: ShortcutEventLike): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c';
}

/** The shortcut copies a block only when the reader has not selected text (then the browser copies that). */
export function shouldCopyBlock(event: ShortcutEventLike, selectedText: string, hasTargetBlock: boolean): boolean {
  return isCopyShortcut(event) && selectedText === '' && hasTargetBlock;
}
