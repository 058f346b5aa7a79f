import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_BLOCK_COPIED_MS, DEMO_COPIED_MS, createCopyController, isCopyShortcut, shouldCopyBlock } from './copy';

const key = (overrides: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>) => ({
  key: 'c',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('copy controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['code block', CODE_BLOCK_COPIED_MS, 2000],
    ['demo', DEMO_COPIED_MS, 1200],
  ])('%s: shows Copied, then reverts after exactly %i ms', async (_name, delay, expected) => {
    expect(delay).toBe(expected);
    const states: boolean[] = [];
    const writeText = vi.fn(async () => {});
    const controller = createCopyController({ resetAfterMs: delay, writeText, onChange: (copied) => states.push(copied) });
    await expect(controller.copy('npm install')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('npm install');
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(delay - 1);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it('restarts the delay when copied again', async () => {
    const states: boolean[] = [];
    const controller = createCopyController({ resetAfterMs: 2000, writeText: async () => {}, onChange: (c) => states.push(c) });
    await controller.copy('a');
    vi.advanceTimersByTime(1500);
    await controller.copy('a');
    vi.advanceTimersByTime(1500);
    expect(states).toEqual([true, true]);
    vi.advanceTimersByTime(500);
    expect(states).toEqual([true, true, false]);
  });

  it('swallows NotAllowedError and stays on Copy', async () => {
    const onChange = vi.fn();
    const denied = Object.assign(new Error('The request is not allowed'), { name: 'NotAllowedError' });
    const controller = createCopyController({ resetAfterMs: 2000, writeText: async () => Promise.reject(denied), onChange });
    await expect(controller.copy('x')).resolves.toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets other clipboard errors through', async () => {
    const controller = createCopyController({ resetAfterMs: 2000, writeText: async () => Promise.reject(new TypeError('boom')), onChange: () => {} });
    await expect(controller.copy('x')).rejects.toThrow('boom');
  });

  it('dispose cancels the pending revert', async () => {
    const onChange = vi.fn();
    const controller = createCopyController({ resetAfterMs: 2000, writeText: async () => {}, onChange });
    await controller.copy('x');
    controller.dispose();
    vi.advanceTimersByTime(5000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('shortcut', () => {
  it.each([
    [key({ ctrlKey: true }), true],
    [key({ metaKey: true }), true],
    [key({ metaKey: true, key: 'C' }), true],
    [key({}), false],
    [key({ ctrlKey: true, shiftKey: true }), false],
    [key({ ctrlKey: true, altKey: true }), false],
    [key({ ctrlKey: true, key: 'v' }), false],
  ])('%o → %s', (event, expected) => {
    expect(isCopyShortcut(event)).toBe(expected);
  });

  it('copies the block only with no selection and a hovered or focused block', () => {
    expect(shouldCopyBlock(key({ ctrlKey: true }), '', true)).toBe(true);
    expect(shouldCopyBlock(key({ ctrlKey: true }), 'selected words', true)).toBe(false);
    expect(shouldCopyBlock(key({ ctrlKey: true }), '', false)).toBe(false);
  });
});
