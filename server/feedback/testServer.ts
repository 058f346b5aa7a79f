/** Test helper: a real listening server (static site + collector) over a temporary export and database. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { externalOrigins, readDocsConfig } from '../../src/config/docsConfig';
import { buildServer } from '../app';
import { openFeedbackStore } from './store';

/** Pages the test collector knows. */
const TEST_PAGES = new Set(['/material-ui/react-button', '/material-ui/getting-started/installation']);

/** A fresh temporary folder holding a one-page export. */
function tempSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-test-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  return dir;
}

/** Starts the server on a free (or given) port with the collector storing into `dbPath`; closing it removes its temporary export. */
export async function startCollector(dbPath: string, options: { port?: number; rateLimit?: number; allowedOrigins?: string[]; proxyHops?: number } = {}): Promise<{ app: FastifyInstance; url: string }> {
  const store = openFeedbackStore(dbPath);
  const root = tempSite();
  const app = await buildServer({
    root,
    origins: externalOrigins(readDocsConfig({})),
    feedback: { store, knownPathnames: TEST_PAGES, allowedOrigins: options.allowedOrigins ?? [], rateLimit: options.rateLimit ?? 100_000, rateWindowMs: 60_000, proxyHops: options.proxyHops },
  });
  app.addHook('onClose', async () => {
    store.close();
    await rm(root, { recursive: true, force: true });
  });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}/feedback` };
}

/** A valid item whose comment is `comment`. */
export function validItem(comment: string): Record<string, unknown> {
  return { rating: 'yes', comment, pathname: '/material-ui/react-button', productId: 'material-ui', language: 'en', version: '0.1.0' };
}
