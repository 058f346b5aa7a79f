import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockerChoice, isBot, startAdDetection, type AdChoice, type NetworkProbe } from './adChoice';

const timers = { setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms), clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/** Starts detection with a probe answering from `answer(attempt)`; records looks and choices. */
function detect(answer: (attempt: number) => NetworkProbe, draw = 0.5) {
  const choices: AdChoice[] = [];
  let looks = 0;
  const stop = startAdDetection({ probe: () => answer(++looks), onChoice: (c) => choices.push(c), random: () => draw, timers });
  return { choices, looks: () => looks, stop };
}

describe('isBot', () => {
  it.each(['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Slurp ROBOT', 'some Crawler', 'BaiduSpider', 'crawling-agent/1', 'bingbot/2.0'])('treats %s as a bot', (ua) => {
    expect(isBot(ua)).toBe(true);
  });
  it('treats a browser as a reader', () => {
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe(false);
  });
});

describe('startAdDetection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks at once, then every 500 ms', () => {
    const run = detect(() => null);
    expect(run.looks()).toBe(1);
    vi.advanceTimersByTime(499);
    expect(run.looks()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(run.looks()).toBe(2);
  });

  it('flags a blocker on the 7th look (3000 ms) and not before', () => {
    const run = detect(() => null, 0.5);
    vi.advanceTimersByTime(2999);
    expect(run.looks()).toBe(6);
    expect(run.choices).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(run.looks()).toBe(7);
    expect(run.choices).toEqual(['blocker-in-house']);
  });

  it('stops after 30 looks', () => {
    const run = detect(() => null);
    vi.advanceTimersByTime(60_000);
    expect(run.looks()).toBe(30);
    expect(run.choices).toEqual(['blocker-in-house']);
  });

  it('chooses the network when its element is found, and stops looking', () => {
    const run = detect((attempt) => (attempt === 3 ? 'ad' : null));
    vi.advanceTimersByTime(10_000);
    expect(run.looks()).toBe(3);
    expect(run.choices).toEqual(['network']);
  });

  it('lets an element appearing after the blocker verdict still win', () => {
    const run = detect((attempt) => (attempt === 12 ? 'ad' : null), 0.1);
    vi.advanceTimersByTime(60_000);
    expect(run.choices).toEqual(['blocker-whitelist', 'network']);
    expect(run.looks()).toBe(12);
  });

  it("shows an in-house ad when the network serves its own fallback", () => {
    const run = detect(() => 'fallback');
    expect(run.choices).toEqual(['network-fallback']);
  });

  it('stops when asked', () => {
    const run = detect(() => null);
    run.stop();
    vi.advanceTimersByTime(60_000);
    expect(run.looks()).toBe(1);
    expect(run.choices).toEqual([]);
  });
});

describe('blockerChoice', () => {
  it('shows the whitelist message for draws below 0.2 (20 %) and an in-house ad otherwise (80 %)', () => {
    expect(blockerChoice(0)).toBe('blocker-whitelist');
    expect(blockerChoice(0.1999)).toBe('blocker-whitelist');
    expect(blockerChoice(0.2)).toBe('blocker-in-house');
    expect(blockerChoice(0.99)).toBe('blocker-in-house');
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    expect(draws.filter((d) => blockerChoice(d) === 'blocker-whitelist')).toHaveLength(200);
  });
});
