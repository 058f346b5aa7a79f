/**
 * `npm run serve`: serves the built `out/` folder. `npm start` builds it first when stale (scripts/start.ts).
 * It runs from the export alone: pages, origins and build id come from the export's manifest, and only
 * run-time settings (HOST, PORT, the feedback store and limits) come from the environment.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildTimeEnvironment, changedBuildVariables } from '../src/config/docsConfig';
import { buildServer } from './app';
import { readFeedbackConfig } from './feedback/config';
import { openFeedbackStore } from './feedback/store';
import { readSiteManifest, type SiteManifest } from './siteManifest';

/** The static export beside the project: `<project>/out`. */
export const DEFAULT_ROOT = fileURLToPath(new URL('../out', import.meta.url));

/** The project folder; relative feedback database paths start here. */
const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface StartOptions {
  root?: string;
  env?: Record<string, string | undefined>;
}

/** Reads a TCP port from the environment; throws a one-line error on anything but 0–65535. */
export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  return port;
}

/**
 * The one line the server prints when the environment's build-time variables differ from the export's:
 * it keeps serving the configuration the pages were built with (so its CSP matches them), or null.
 */
export function configDriftWarning(manifest: SiteManifest, env: Record<string, string | undefined>): string | null {
  const changed = changedBuildVariables(manifest.environment, buildTimeEnvironment(env));
  if (changed.length === 0) return null;
  return `${changed.join(', ')} differ${changed.length === 1 ? 's' : ''} from the build's; serving the configuration the export was built with — run npm run build (npm start rebuilds by itself) to apply the new values.`;
}

/** Builds the server for `root`, listens on HOST:PORT (default 127.0.0.1:3000) and closes on SIGINT/SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const root = options.root ?? (env.DOCS_OUT_DIR ? path.resolve(env.DOCS_OUT_DIR) : DEFAULT_ROOT);
  if (!statSync(path.join(root, 'index.html'), { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`No static export in ${root} (index.html is missing). Run npm run build first.`);
  }
  const host = env.HOST?.trim() || '127.0.0.1';
  const port = parsePort(env.PORT);
  const manifest = readSiteManifest(root);
  const drift = configDriftWarning(manifest, env);
  if (drift !== null) console.warn(`Warning: ${drift}`);
  if (manifest.apiPages === undefined) console.warn('Warning: the export predates /api/<name> redirects (its manifest lists no API pages), so they answer 404; run npm run build.');
  const feedbackConfig = readFeedbackConfig(env, PROJECT_ROOT);
  const store = openFeedbackStore(feedbackConfig.dbPath);
  const feedback = { ...feedbackConfig, allowedOrigins: manifest.feedbackOrigins, store, knownPathnames: new Set(manifest.pages) };
  const app = await buildServer({ root, origins: manifest.csp, logger: true, feedback, apiPages: manifest.apiPages });
  app.addHook('onClose', async () => store.close());

  const close = () => {
    // A second signal while connections drain means "now".
    process.once('SIGINT', () => process.exit(130));
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  app.addHook('onClose', async () => {
    process.off('SIGINT', close);
    process.off('SIGTERM', close);
  });

  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  console.log(`Docs site ready at http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`);
  return app;
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
