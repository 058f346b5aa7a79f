/**
 * Which file of the static export a URL names: the one rule that the production server
 * (server/siteFiles.ts) and the link checker (scripts/linkCheck.ts) both follow, so a link the
 * checker passes is a link the server answers. Pure: callers say which files exist.
 */

/** Whether a file or folder of the export is published: dot-files (.DS_Store, editor files) never are; `.well-known` is a web standard. */
export function isPublishable(name: string): boolean {
  return !name.startsWith('.') || name === '.well-known';
}

/**
 * The export file a raw (still percent-encoded) URL path names, as a decoded path from the export's
 * root (`/a/b.html`): `/` → `/index.html`, `/a/b` → `/a/b` when that file exists, else `/a/b.html`.
 * Undefined when no file matches or the path does not decode; `exists` is asked about such paths only.
 */
export function fileForUrlPath(pathname: string, exists: (filePath: string) => boolean): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/')) return undefined;
  const candidates = decoded === '/' ? ['/index.html'] : [decoded, `${decoded}.html`];
  return candidates.find(exists);
}
