/**
 * The files of the static export, indexed once at startup by URL path.
 * Requests are answered from this map only, so no request can make the server read outside the
 * export (`..`, encoded `%2e%2e`, symlinks) and no request probes the filesystem for a missing page.
 */
import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import { contentTypeFor } from './contentTypes';
import { cacheControlFor, encodedEtag, weakEtag } from './httpCache';
import { PRECOMPRESSED_ENCODINGS, type PrecompressedEncoding, siblingName, siblingOf } from './precompressed';
import { fileForUrlPath, isPublishable } from './urlFiles';

/** A precompressed copy of a file, written by the build beside it (server/precompressed.ts). */
export interface EncodedFile {
  encoding: PrecompressedEncoding;
  absolutePath: string;
  size: number;
  etag: string;
}

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
  /** Its precompressed copies, in the server's order of preference (br, gzip); often none. */
  encoded: readonly EncodedFile[];
  /** The encodings of `encoded`, in the same order. */
  encodings: readonly PrecompressedEncoding[];
}

export type SiteFiles = ReadonlyMap<string, SiteFile>;

/**
 * Walks the export folder once and returns every regular file under it, keyed by URL path.
 * Precompressed siblings (`a.html.br`) are not files of their own but copies of the file they belong
 * to; one older than that file (left from an earlier build) is ignored.
 */
export async function scanSite(root: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  async function walk(dir: string, urlDir: string): Promise<void> {
    const entries = (await fs.readdir(dir, { withFileTypes: true })).filter((entry) => isPublishable(entry.name));
    const fileNames = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
    const stats = new Map<string, Stats>();
    await Promise.all(
      entries.map(async (entry) => {
        // Symlinks are skipped (neither isDirectory nor isFile on a Dirent): they could point outside the root.
        if (entry.isDirectory()) return walk(path.join(dir, entry.name), `${urlDir}/${entry.name}`);
        if (entry.isFile()) stats.set(entry.name, await fs.stat(path.join(dir, entry.name)));
      }),
    );
    for (const [name, stat] of stats) {
      if (siblingOf(name, (base) => fileNames.has(base))) continue;
      const urlPath = `${urlDir}/${name}`;
      const etag = weakEtag(stat.size, stat.mtimeMs);
      const encoded = PRECOMPRESSED_ENCODINGS.flatMap((encoding): EncodedFile[] => {
        const sibling = siblingName(name, encoding);
        const siblingStat = siblingOf(sibling, (base) => fileNames.has(base)) ? stats.get(sibling) : undefined;
        if (siblingStat === undefined || siblingStat.mtimeMs < stat.mtimeMs) return [];
        return [{ encoding, absolutePath: path.join(dir, sibling), size: siblingStat.size, etag: encodedEtag(etag, encoding) }];
      });
      files.set(urlPath, {
        absolutePath: path.join(dir, name),
        urlPath,
        size: stat.size,
        mtime: stat.mtime,
        etag,
        contentType: contentTypeFor(name),
        cacheControl: cacheControlFor(urlPath),
        encoded,
        encodings: encoded.map((copy) => copy.encoding),
      });
    }
  }
  await walk(path.resolve(root), '');
  return files;
}

/** The file a raw (still percent-encoded) URL path names, by the rule of server/urlFiles.ts. */
export function resolveSiteFile(files: SiteFiles, pathname: string): SiteFile | undefined {
  const filePath = fileForUrlPath(pathname, (candidate) => files.has(candidate));
  return filePath === undefined ? undefined : files.get(filePath);
}
