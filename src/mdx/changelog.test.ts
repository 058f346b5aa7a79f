import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChangelog, parseInline } from './changelog';

const SAMPLE = `# Versions

## v2.1.0

<!-- generated comparing v2.0.0...master -->

_Mar 3, 2027_

### General changes

- Export \`Thing\` types (#12) by @ada
- **Breaking change:** Rename the prop.<br />
  Use \`next\` instead (#13) by @grace

### Dialog

- Fix focus (#14) by @ada

All contributors of this release in alphabetical order: @ada, @grace

## v2.0.1

This is a hotfix release with the following changes:

- Fix a crash (#10) by @ada
`;

describe('parseChangelog', () => {
  it('reads releases, dates, groups, continued items and notes', () => {
    expect(parseChangelog(SAMPLE)).toEqual([
      {
        version: '2.1.0',
        date: 'Mar 3, 2027',
        notes: ['All contributors of this release in alphabetical order: @ada, @grace'],
        groups: [
          { name: 'General changes', items: ['Export `Thing` types (#12) by @ada', '**Breaking change:** Rename the prop.<br /> Use `next` instead (#13) by @grace'] },
          { name: 'Dialog', items: ['Fix focus (#14) by @ada'] },
        ],
      },
      { version: '2.0.1', date: null, notes: ['This is a hotfix release with the following changes:'], groups: [{ name: '', items: ['Fix a crash (#10) by @ada'] }] },
    ]);
  });

  it('reads the installed @base-ui/react changelog, newest first, with the installed version on top', () => {
    const releases = parseChangelog(readFileSync('node_modules/@base-ui/react/CHANGELOG.md', 'utf8'));
    const installed = (JSON.parse(readFileSync('node_modules/@base-ui/react/package.json', 'utf8')) as { version: string }).version;
    expect(releases[0]?.version).toBe(installed);
    expect(releases.length).toBeGreaterThan(10);
    for (const release of releases.slice(0, 5)) expect(release.groups.flatMap((group) => group.items).length, release.version).toBeGreaterThan(0);
  });
});

describe('parseInline', () => {
  it('splits code, bold and pull request references, and turns <br /> into a space', () => {
    expect(parseInline('**Breaking:** use `a`<br />now (#42) by @x')).toEqual([
      { kind: 'strong', text: 'Breaking:' },
      { kind: 'text', text: ' use ' },
      { kind: 'code', text: 'a' },
      { kind: 'text', text: ' now (' },
      { kind: 'pr', number: 42 },
      { kind: 'text', text: ') by @x' },
    ]);
  });
});
