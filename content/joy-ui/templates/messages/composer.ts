/** The composer's rules: which key sends, and what is left of a draft once it is sent. */

/** What a key press in the composer should do. `default` leaves the key to the browser. */
export type ComposerKeyAction = 'send' | 'newline' | 'default';

/** The parts of a keyboard event the rule looks at (a React `KeyboardEvent` has them all). */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method (Japanese, Chinese, Korean…) is composing text. */
  isComposing: boolean;
}

/**
 * Enter sends and Shift+Enter starts a new line. While an input method is composing, Enter confirms
 * the candidate text, so it must not send the half-typed message.
 */
export function composerKeyAction({
  key,
  shiftKey,
  isComposing,
}: ComposerKey): ComposerKeyAction {
  if (key !== 'Enter' || isComposing) return 'default';
  return shiftKey ? 'newline' : 'send';
}

/** The text to send for `draft`: trimmed of blank lines and spaces at both ends, or null when nothing is left. */
export function cleanMessage(draft: string): string | null {
  const text = draft.trim();
  return text === '' ? null : text;
}

/** Whether `draft` has anything worth sending. */
export function canSend(draft: string): boolean {
  return cleanMessage(draft) !== null;
}
