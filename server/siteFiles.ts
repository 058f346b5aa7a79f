/**
 * The files of the static export, indexed once at startup by URL path.
 * Requests are answered from this map only, so no request can make the server read outside the
 * export (`..`, encoded `%2e%2e`, symlinks) and no request probes the filesystem for a missing page.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { contentTypeFor } from './contentTypes';
import { cacheControlFor, weakEtag } from './httpCache';
import { fileForUrlPath, isPublishable } from './urlFiles';

export interface SiteFile {
  /** Where the file is on disk. */
  absolutePath: string;
  /** Its path in URLs, decoded, starting with `/` (`/material-ui/react-button.html`). */
  urlPath: string;
  size: number;
  mtime: Date;
  etag: string;
  contentType: string;
  cacheControl: string;
}

export type SiteFiles = ReadonlyMap<string, SiteFile>;

/** Walks the export folder once and returns every regular file under it, keyed by URL path. */
export async function scanSite(root: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  async function walk(dir: string, urlDir: string): Promise<void> {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.filter((entry) => isPublishable(entry.name)).map(async (entry) => {
        const absolutePath = path.join(dir, entry.name);
        const urlPath = `${urlDir}/${entry.name}`;
        // Symlinks are skipped (neither isDirectory nor isFile on a Dirent): they could point outside the root.
        if (entry.isDirectory()) return walk(absolutePath, urlPath);
        if (!entry.isFile()) return;
        const stat = await fs.stat(absolutePath);
        files.set(urlPath, {
          absolutePath,
          urlPath,
          size: stat.size,
          mtime: stat.mtime,
          etag: weakEtag(stat.size, stat.mtimeMs),
          contentType: contentTypeFor(entry.name),
          cacheControl: cacheControlFor(urlPath),
        });
      }),
    );
  }
  await walk(path.resolve(root), '');
  return files;
}

/** The file a raw (still percent-encoded) URL path names, by the rule of server/urlFiles.ts. */
export function resolveSiteFile(files: SiteFiles, pathname: string): SiteFile | undefined {
  const filePath = fileForUrlPath(pathname, (candidate) => files.has(candidate));
  return filePath === undefined ? undefined : files.get(filePath);
}
