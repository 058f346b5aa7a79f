import { describe, expect, it } from 'vitest';
import { canSend, cleanMessage, composerKeyAction } from './composer';

describe('composerKeyAction', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false, isComposing: false }, 'send'],
    [{ key: 'Enter', shiftKey: true, isComposing: false }, 'newline'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'default'],
    [{ key: 'Enter', shiftKey: true, isComposing: true }, 'default'],
    [{ key: 'a', shiftKey: false, isComposing: false }, 'default'],
    [{ key: 'Tab', shiftKey: true, isComposing: false }, 'default'],
  ] as const)('%o → %s', (event, action) => {
    expect(composerKeyAction(event)).toBe(action);
  });
});

describe('cleanMessage', () => {
  it('trims spaces and blank lines at both ends but keeps the lines inside', () => {
    expect(cleanMessage('  See you at 9\n\n')).toBe('See you at 9');
    expect(cleanMessage('\nFirst line\nSecond line\n')).toBe(
      'First line\nSecond line',
    );
  });

  it('has nothing to send for an empty or blank draft', () => {
    expect(cleanMessage('')).toBeNull();
    expect(cleanMessage('   \n\t \n')).toBeNull();
    expect(canSend(' \n ')).toBe(false);
    expect(canSend('ok')).toBe(true);
  });
});
