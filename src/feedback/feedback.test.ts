import { describe, expect, it, vi } from 'vitest';
import { feedbackBody, isSubmitShortcut, sendFeedback } from './feedback';
import { readRating, rememberRating } from './rating';

const context = { pathname: '/material-ui/react-button', productId: 'material-ui', language: 'en', version: '0.1.0' };

describe('feedbackBody', () => {
  it('carries the page, product, language and version, and the section only when one was rated', () => {
    expect(feedbackBody(context, 'yes', '  Nice  ', null)).toEqual({ rating: 'yes', comment: 'Nice', ...context });
    expect(feedbackBody(context, 'no', '', { id: 'sizes', title: 'Sizes' })).toEqual({ rating: 'no', comment: '', ...context, sectionId: 'sizes', sectionTitle: 'Sizes' });
  });
});

describe('sendFeedback', () => {
  it('posts JSON and succeeds only on 2xx', async () => {
    const body = feedbackBody(context, 'yes', '', null);
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 201 }));
    expect(await sendFeedback('/feedback', body, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/feedback', expect.objectContaining({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
    expect(await sendFeedback('/feedback', body, async () => new Response('', { status: 500 }))).toBe(false);
    expect(await sendFeedback('/feedback', body, async () => new Response('', { status: 400 }))).toBe(false);
    expect(await sendFeedback('/feedback', body, async () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('remembered rating', () => {
  it('reads back what was stored and ignores junk or throwing storage', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(readRating(storage, '/a')).toBeNull();
    rememberRating(storage, '/a', 'no');
    expect(readRating(storage, '/a')).toBe('no');
    map.set('mui-feedback:/b', 'maybe');
    expect(readRating(storage, '/b')).toBeNull();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readRating(broken, '/a')).toBeNull();
    expect(() => rememberRating(broken, '/a', 'yes')).not.toThrow();
  });

  it('submits on Ctrl+Enter and Cmd+Enter only', () => {
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
  });
});
