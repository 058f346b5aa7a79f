/**
 * Which pages the browser sweeps check in `npm test`: their cost must not grow with every page and
 * demo the site adds. A run checks the pages whose files changed recently (the work being landed) and
 * a fixed number of the others, a different sample per commit, so that successive runs cover the
 * whole site while each one costs about the same. `SWEEP=all` (`npm run test:sweeps`) checks every
 * page; `CONTENT_PAGES` (`npm run test:content`) names pages.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';

/** How far back from the newest commit a change counts as recent: the commits of a working session. */
export const RECENT_HOURS = 12;

/** Pages sampled beyond the changed ones, per sweep. */
export const SWEEP_SAMPLES = { content: 30, stylings: 5, pages: 24, apiPages: 30 } as const;

/** A page and its content file (relative to `content/`), as the registry lists it. */
export interface OwnedPage {
  pathname: string;
  file: string;
}

/**
 * The pages a changed file belongs to: a page's own `.mdx` file, and the files under the `demos/`
 * folder beside it (several pages may share one such folder).
 */
export function pagesOfChangedFiles(changed: readonly string[], pages: readonly OwnedPage[]): Set<string> {
  const owned = new Set<string>();
  for (const page of pages) {
    const own = `content/${page.file}`;
    const demos = `${path.posix.dirname(own)}/demos/`;
    if (changed.some((file) => file === own || file.startsWith(demos))) owned.add(page.pathname);
  }
  return owned;
}

/**
 * `count` of `pathnames` for the `turn`-th run: the pages in a fixed shuffled order (by a hash of each
 * pathname), a window of `count` moved on by `count` each turn, so that consecutive turns (commits)
 * cover every page once in ceil(pages / count) turns.
 */
export function rotatingSample(pathnames: readonly string[], turn: number, count: number): string[] {
  const key = (pathname: string) => createHash('sha1').update(pathname).digest('hex');
  const order = [...pathnames].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (order.length <= count) return order;
  const start = (((turn * count) % order.length) + order.length) % order.length;
  return Array.from({ length: count }, (_, index) => order[(start + index) % order.length] ?? '');
}

/** The pages of `all` a sweep checks: the changed ones, then `count` sampled from the rest; in `all`'s order. */
export function selectSweepPages(all: readonly string[], changed: ReadonlySet<string>, turn: number, count: number): string[] {
  const sample = new Set(rotatingSample(all, turn, count));
  return all.filter((pathname) => changed.has(pathname) || sample.has(pathname));
}

/**
 * What git says about the checkout: the files changed in the last RECENT_HOURS before HEAD, HEAD, and
 * the number of commits up to it (the sample's turn). Null without git history.
 */
export function recentChanges(root: string, hours = RECENT_HOURS): { files: string[]; head: string; turn: number } | null {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 }).trim();
    const head = git('rev-parse', 'HEAD');
    const headTime = Number(git('log', '-1', '--format=%ct', 'HEAD'));
    const since = new Date((headTime - hours * 3600) * 1000).toISOString();
    const committed = git('log', `--since=${since}`, '--name-only', '--format=', 'HEAD').split('\n');
    // Work not committed yet counts as changed too (a local `npm test` before a commit).
    const uncommitted = git('status', '--porcelain', '--untracked-files=all').split('\n').map((line) => line.slice(3));
    const turn = Number(git('rev-list', '--count', 'HEAD'));
    return { files: [...new Set([...committed, ...uncommitted].filter(Boolean))], head, turn };
  } catch {
    return null;
  }
}

/** How a sweep's pages were chosen, for its log line. */
export interface SweepChoice {
  pages: string[];
  /** Why: every page, the named pages, or changed plus sampled. */
  reason: string;
}

/**
 * The pages one sweep checks out of `all`. `SWEEP=all`, or no git history to tell what changed: every
 * page. Otherwise the changed pages plus `count` sampled ones (`always` lists files whose recent change
 * makes every page count as changed, such as the package versions for the API pages).
 */
export function chooseSweepPages(
  name: string,
  all: readonly string[],
  owned: readonly OwnedPage[],
  count: number,
  options: { env?: Record<string, string | undefined>; root?: string; always?: (file: string) => boolean } = {},
): SweepChoice {
  const env = options.env ?? process.env;
  if (env.SWEEP === 'all') return { pages: [...all], reason: `${name}: all ${all.length} pages (SWEEP=all)` };
  const changes = recentChanges(options.root ?? process.cwd());
  if (!changes) return { pages: [...all], reason: `${name}: all ${all.length} pages (no git history to tell what changed)` };
  if (options.always && changes.files.some(options.always)) return { pages: [...all], reason: `${name}: all ${all.length} pages (a file that shapes every page changed)` };
  const changed = pagesOfChangedFiles(changes.files, owned);
  const pages = selectSweepPages(all, changed, changes.turn, count);
  const changedCount = all.filter((pathname) => changed.has(pathname)).length;
  return {
    pages,
    reason: `${name}: ${pages.length} of ${all.length} pages (${changedCount} changed in the last ${RECENT_HOURS} h, ${pages.length - changedCount} more in turn ${changes.turn} of the rotation at ${changes.head.slice(0, 7)}; SWEEP=all checks every page)`,
  };
}
