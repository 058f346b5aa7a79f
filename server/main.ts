/** `npm run serve`: serves the built `out/` folder. `npm start` builds it first when stale (scripts/start.ts). */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { readDocsConfig } from '../src/config/docsConfig';
import { registeredPages } from '../src/navigation/sections';
import { buildServer } from './app';
import { readFeedbackConfig } from './feedback/config';
import { openFeedbackStore } from './feedback/store';

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

/** Builds the server for `root`, listens on HOST:PORT (default 127.0.0.1:3000) and closes on SIGINT/SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const root = options.root ?? (env.DOCS_OUT_DIR ? path.resolve(env.DOCS_OUT_DIR) : DEFAULT_ROOT);
  if (!statSync(path.join(root, 'index.html'), { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`No static export in ${root} (index.html is missing). Run npm run build first.`);
  }
  const host = env.HOST?.trim() || '127.0.0.1';
  const port = parsePort(env.PORT);
  const docsConfig = readDocsConfig(env);
  const feedbackConfig = readFeedbackConfig(env, PROJECT_ROOT);
  const store = openFeedbackStore(feedbackConfig.dbPath);
  // The published site may live on another origin (a CDN) than this collector: its origin may always post.
  const allowedOrigins = [...new Set([new URL(docsConfig.config.siteUrl).origin, ...feedbackConfig.allowedOrigins])];
  const feedback = { ...feedbackConfig, allowedOrigins, store, knownPathnames: new Set(registeredPages.map((entry) => entry.page.pathname)) };
  const app = await buildServer({ root, docsConfig, logger: true, feedback });
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
