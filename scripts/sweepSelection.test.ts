import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseSweepPages, pagesOfChangedFiles, recentChanges, rotatingSample, selectSweepPages } from './sweepSelection';

const pages = [
  { pathname: '/material-ui/react-button', file: 'material-ui/components/button/button.mdx' },
  { pathname: '/material-ui/react-chip', file: 'material-ui/components/chip/chip.mdx' },
  { pathname: '/material-ui/icons', file: 'material-ui/icons.mdx' },
  { pathname: '/material-ui/material-icons', file: 'material-ui/material-icons.mdx' },
];

describe('which pages a change belongs to', () => {
  it('a page owns its file and the demos folder beside it', () => {
    expect([...pagesOfChangedFiles(['content/material-ui/components/button/demos/BasicButtons.tsx'], pages)]).toEqual(['/material-ui/react-button']);
    expect([...pagesOfChangedFiles(['content/material-ui/components/chip/chip.mdx'], pages)]).toEqual(['/material-ui/react-chip']);
  });

  it('a shared demos folder belongs to every page beside it; a page file to itself only', () => {
    expect([...pagesOfChangedFiles(['content/material-ui/demos/IconColors.tsx'], pages)]).toEqual(['/material-ui/icons', '/material-ui/material-icons']);
    expect([...pagesOfChangedFiles(['content/material-ui/icons.mdx'], pages)]).toEqual(['/material-ui/icons']);
    expect([...pagesOfChangedFiles(['src/search/engine.ts', 'content/material-ui/pages.ts'], pages)]).toEqual([]);
  });
});

describe('the sample', () => {
  const all = Array.from({ length: 200 }, (_, index) => `/page-${index}`);

  it('is the same for a turn and moves on with the next', () => {
    expect(rotatingSample(all, 7, 20)).toEqual(rotatingSample(all, 7, 20));
    expect(rotatingSample(all, 7, 20).some((pathname) => rotatingSample(all, 8, 20).includes(pathname))).toBe(false);
    expect(rotatingSample(all, 7, 20)).toHaveLength(20);
    expect(rotatingSample(all.slice(0, 5), 3, 20)).toHaveLength(5);
  });

  it('covers every page once in ceil(pages / count) consecutive turns', () => {
    const seen: string[] = [];
    for (let turn = 41; turn < 41 + 10; turn++) seen.push(...rotatingSample(all, turn, 20));
    expect(new Set(seen).size).toBe(all.length);
    expect(seen).toHaveLength(all.length);
    // Not a multiple: 200 pages in windows of 30 wrap around, and 7 turns still see every page.
    const wrapped = new Set(Array.from({ length: 7 }, (_, turn) => rotatingSample(all, turn + 3, 30)).flat());
    expect(wrapped.size).toBe(all.length);
  });

  it('checks every changed page plus a fixed number of others, in the site’s order', () => {
    const changed = new Set(['/page-5', '/page-150', '/not-a-page']);
    const chosen = selectSweepPages(all, changed, 3, 10);
    const sampled = rotatingSample(all, 3, 10);
    expect(chosen).toHaveLength(new Set([...sampled, '/page-5', '/page-150']).size);
    expect(chosen).toContain('/page-5');
    expect(chosen).toContain('/page-150');
    expect(chosen).toEqual([...chosen].sort((a, b) => all.indexOf(a) - all.indexOf(b)));
  });
});

describe('choosing from a git checkout', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sweep-selection-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
  const commitAt = (file: string, date: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), date);
    git('add', '-A');
    execFileSync('git', ['commit', '-qm', file], { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  };

  it('counts the files of the last 12 hours’ commits and uncommitted work as changed, not older ones', () => {
    git('init', '-q');
    commitAt('content/material-ui/components/chip/chip.mdx', '2026-11-20T10:00:00Z');
    commitAt('content/material-ui/components/button/demos/A.tsx', '2026-11-28T10:00:00Z');
    commitAt('src/x.ts', '2026-11-28T20:00:00Z');
    writeFileSync(path.join(root, 'content/material-ui/icons.mdx'), 'draft');
    const changes = recentChanges(root);
    expect(changes?.files.sort()).toEqual(['content/material-ui/components/button/demos/A.tsx', 'content/material-ui/icons.mdx', 'src/x.ts']);
    const choice = chooseSweepPages('content', pages.map((page) => page.pathname), pages, 0, { root, env: {} });
    expect(choice.pages).toEqual(['/material-ui/react-button', '/material-ui/icons']);
    expect(choice.reason).toMatch(/^content: 2 of 4 pages \(2 changed in the last 12 h, 0 more in turn 3 of the rotation at [0-9a-f]{7}/);
  });

  it('checks every page with SWEEP=all, without git history, or when a file that shapes every page changed', () => {
    const all = pages.map((page) => page.pathname);
    expect(chooseSweepPages('x', all, pages, 0, { root, env: { SWEEP: 'all' } }).pages).toEqual(all);
    expect(chooseSweepPages('x', all, pages, 0, { root: tmpdir(), env: {} }).pages).toEqual(all);
    expect(chooseSweepPages('x', all, pages, 0, { root, env: {}, always: (file) => file === 'src/x.ts' }).pages).toEqual(all);
  });
});
