/**
 * The export's manifest: everything the production server needs besides the files themselves,
 * written by the build (scripts/writeManifest.ts) into the export. With it the server runs from the
 * export alone: it never reads the page registry, the generated data or the build-time environment.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The manifest's file name inside the export; a dot-file, so the server never publishes it. */
export const MANIFEST_FILE = '.site-manifest.json';

const originList = z.array(z.string());

/** One generated API page, as the `/api/<name>` redirects need it (server/apiRedirect.ts). */
const apiPageSchema = z.object({
  /** The product (sidebar section) whose page it is: `material-ui`, `joy-ui`, `base-ui`, `system`. */
  product: z.string().min(1),
  /** A path on this site; never `//…`, which a browser would read as another host. */
  pathname: z.string().regex(/^\/(?![/\\])/),
  /** The names that lead to it: the page title, then the components, parts or hooks it documents. */
  names: z.array(z.string()),
});

export type ManifestApiPage = z.infer<typeof apiPageSchema>;

const manifestSchema = z.object({
  version: z.literal(1),
  /** Next's build id (also in /sw.js). */
  buildId: z.string().min(1),
  builtAt: z.string(),
  /** The build-time `DOCS_*` variables the build saw (src/config/docsConfig.ts buildTimeEnvironment). */
  environment: z.record(z.string(), z.string()),
  /** Public origin of the site. */
  siteUrl: z.string(),
  /** Host name on which the service worker registers. */
  productionHost: z.string(),
  /** External origins the pages use, per CSP directive (src/config/docsConfig.ts externalOrigins). */
  csp: z.object({ script: originList, connect: originList, img: originList, style: originList, font: originList }),
  /** Origins allowed to post feedback (CORS). */
  feedbackOrigins: originList,
  /** Pathnames of every page: feedback about anything else is refused. */
  pages: z.array(z.string().startsWith('/')),
  /**
   * Every generated API page with the names that lead to it (src/api-index/apiNames.ts). Every build
   * writes it; absent only from exports made before `/api/<name>` redirects existed, which then 404.
   */
  apiPages: z.array(apiPageSchema).optional(),
});

export type SiteManifest = z.infer<typeof manifestSchema>;

/** Reads and checks the manifest of the export in `root`; throws one line saying what is wrong and what to run. */
export function readSiteManifest(root: string): SiteManifest {
  const file = path.join(root, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: the export was not made by this project's build. Run npm run build.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON. Run npm run build.`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`${file} does not match this server (bad or missing: ${where}). Run npm run build.`);
  }
  return parsed.data;
}

/** Serialises a manifest as the build writes it. */
export function serializeSiteManifest(manifest: SiteManifest): string {
  return `${JSON.stringify(manifestSchema.parse(manifest), null, 2)}\n`;
}
