import { describe, expect, it } from 'vitest';
import { readFeedbackConfig } from './config';

const read = (env: Record<string, string | undefined>) => readFeedbackConfig(env, '/project');

describe('readFeedbackConfig', () => {
  it('has defaults for every setting, with the proxy headers ignored', () => {
    expect(read({})).toEqual({ dbPath: '/project/data/feedback.sqlite', rateLimit: 30, rateWindowMs: 60_000, proxyHops: 0 });
  });

  it.each([
    ['true', 1],
    [' TRUE ', 1],
    ['false', 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
  ])('reads DOCS_TRUST_PROXY=%j as %i proxies in front', (value, hops) => {
    expect(read({ DOCS_TRUST_PROXY: value }).proxyHops).toBe(hops);
  });

  it('names a bad DOCS_TRUST_PROXY and says what to write', () => {
    expect(() => read({ DOCS_TRUST_PROXY: 'yes please' })).toThrow(
      'Invalid feedback configuration in the environment:\n  DOCS_TRUST_PROXY: must be true, false or the number of proxies in front of the server',
    );
  });
});
