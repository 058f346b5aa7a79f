import { describe, expect, it } from 'vitest';
import { formatLastUpdated, parseGitLog } from './lastUpdated';

describe('parseGitLog', () => {
  it('keeps each content file’s newest date (the log lists newest commits first)', () => {
    const output = [
      '',
      '2026-11-24T02:04:26+00:00\n\ncontent/material-ui/components/button/button.mdx\ncontent/base-ui/pages.ts\n',
      '2026-10-01T10:00:00+02:00\n\ncontent/material-ui/components/button/button.mdx\ncontent/system/spacing.mdx\n',
    ].join('\0');
    expect(parseGitLog(output)).toEqual({
      'material-ui/components/button/button.mdx': '2026-11-24T02:04:26+00:00',
      'base-ui/pages.ts': '2026-11-24T02:04:26+00:00',
      'system/spacing.mdx': '2026-10-01T10:00:00+02:00',
    });
  });

  it('gives nothing for empty output, a commit without a date, or files outside content/', () => {
    expect(parseGitLog('')).toEqual({});
    expect(parseGitLog('\0not a date\ncontent/a.mdx\n')).toEqual({});
    expect(parseGitLog('\x002026-01-02T00:00:00Z\n\nsrc/a.ts\n')).toEqual({});
  });
});

describe('formatLastUpdated', () => {
  it('writes the UTC calendar date in words', () => {
    expect(formatLastUpdated('2026-11-24T02:04:26+00:00')).toBe('24 November 2026');
    // 23:30 on the 23rd in New York is already the 24th in UTC.
    expect(formatLastUpdated('2026-11-23T23:30:00-05:00')).toBe('24 November 2026');
  });
});
