/**
 * Which pages `npm run test:content -- <folder>…` checks: the pages whose content file lies in one of
 * the folders, split into those that show demos (the content sweep) and the others (the page sweep).
 */
import path from 'node:path';

/** A page as the registry lists it: its pathname and its content file, relative to `content/`. */
export interface FolderPage {
  pathname: string;
  file: string;
  hasDemos: boolean;
}

/** The pages to check, and the folders that matched no page. */
export interface FolderSelection {
  demoPages: string[];
  otherPages: string[];
  unmatched: string[];
}

/**
 * A folder as typed (`content/material-ui/components/button`, `material-ui/components/button/`, or a
 * page's `.mdx` file) made relative to `content/`, with forward slashes and no trailing slash.
 */
export function normalizeFolder(folder: string, cwd: string, contentRoot: string): string {
  const absolute = path.resolve(cwd, folder);
  const relative = path.relative(contentRoot, absolute).split(path.sep).join('/');
  // A folder given relative to content/ itself (`material-ui/components/button`) resolves outside it from the repository root.
  if (relative.startsWith('..')) return folder.replace(/\\/g, '/').replace(/^\.?\/+/, '').replace(/^content\//, '').replace(/\/+$/, '');
  return relative;
}

/** The pages whose file is `folder` itself or lies under it, for each folder (empty folder: every page). */
export function selectPages(pages: readonly FolderPage[], folders: readonly string[]): FolderSelection {
  const inFolder = (file: string, folder: string) => folder === '' || file === folder || file.startsWith(`${folder}/`);
  const chosen = pages.filter((page) => folders.some((folder) => inFolder(page.file, folder)));
  return {
    demoPages: chosen.filter((page) => page.hasDemos).map((page) => page.pathname),
    otherPages: chosen.filter((page) => !page.hasDemos).map((page) => page.pathname),
    unmatched: folders.filter((folder) => !pages.some((page) => inFolder(page.file, folder))),
  };
}
