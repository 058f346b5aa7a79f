/** The keys that open search: Ctrl+K / ⌘K anywhere, `/` when the reader is not typing in a field. */

/** The parts of a keyboard event the rule reads (a KeyboardEvent fits). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The focused element when the key was pressed (event.target). */
  target: EventTarget | null;
}

/** Whether `target` takes typed text: inputs, text areas, selects and editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** Whether the key press should open the search dialog. */
export function isSearchShortcut(event: KeyLike): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}
