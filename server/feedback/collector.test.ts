/** The collector over real sockets: load, malformed input, restarts, CORS and the rate limit. */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runLoad } from './loadTest';
import { startCollector, validItem } from './testServer';

/** Folders made by `tempDb`, removed (database, `-wal` and `-shm` files with them) after each test closed its servers. */
const tempDirs: string[] = [];
afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const tempDb = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-db-'));
  tempDirs.push(dir);
  return path.join(dir, 'nested', 'feedback.sqlite');
};
const rowsIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT id, comment FROM feedback ORDER BY id').all() as { id: number; comment: string }[];
  } finally {
    db.close();
  }
};

/** Body number `i` of 500 malformed ones, cycling through every kind of bad input. */
function malformed(i: number): unknown {
  const item = validItem(`bad ${i}`);
  const kinds: unknown[] = [
    { ...item, rating: i },
    { ...item, comment: { text: 'x' } },
    { ...item, pathname: null },
    JSON.stringify({ ...item, comment: 'x'.repeat(9000) }),
    `{"rating": "yes", "comment": "unterminated ${i}`,
    { ...item, pathname: `/material-ui/react-unknown-${i}` },
    { ...item, pathname: '<script>alert(1)</script>' },
    { ...item, productId: '<img src=x onerror=alert(1)>' },
    { ...item, extra: i },
    { ...item, comment: 'y'.repeat(2001) },
    [item],
    'null',
  ];
  return kinds[i % kinds.length];
}

describe('feedback collector', () => {
  it('stores all of 1000 valid posts from 20 concurrent clients: rows in SQLite = 201 answers', async () => {
    const db = tempDb();
    const { app, url } = await startCollector(db);
    try {
      const result = await runLoad(url, 1000, 20, (i) => validItem(`load ${i}`));
      expect(result.statuses.get(201)).toBe(1000);
      expect(rowsIn(db)).toHaveLength(1000);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('answers 500 malformed bodies with 4xx JSON errors and stores none', async () => {
    const db = tempDb();
    const { app, url } = await startCollector(db);
    try {
      const result = await runLoad(url, 500, 10, malformed);
      const codes = [...result.statuses.keys()];
      expect(codes.every((code) => code >= 400 && code < 500)).toBe(true);
      expect([...result.statuses.values()].reduce((a, b) => a + b, 0)).toBe(500);
      expect(rowsIn(db)).toHaveLength(0);
      const tooBig = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: malformed(3) as string });
      expect([tooBig.status, await tooBig.json()]).toEqual([413, { error: 'Request body is larger than 8192 bytes.' }]);
      const unknown = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(malformed(5)) });
      expect([unknown.status, await unknown.json()]).toEqual([400, { error: 'Invalid feedback: pathname: is not a page of this site.' }]);
      const text = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect([text.status, await text.json()]).toEqual([415, { error: 'Content-Type must be application/json.' }]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('loses no acknowledged item when the server restarts in the middle of a run', async () => {
    const db = tempDb();
    const first = await startCollector(db);
    const port = Number(new URL(first.url).port);
    const run = runLoad(first.url, 600, 10, (i) => validItem(`restart ${i}`), 30_000);
    // Stop while posts are in flight, then bring a new server up on the same port and database.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await first.app.close();
    const second = await startCollector(db, { port });
    try {
      const result = await run;
      const stored = new Set(rowsIn(db).map((row) => row.comment));
      expect(result.accepted.length).toBeGreaterThan(0);
      for (const item of result.accepted) expect(stored.has(item.comment)).toBe(true);
      const more = await runLoad(second.url, 50, 5, (i) => validItem(`after ${i}`));
      expect(more.statuses.get(201)).toBe(50);
      expect(rowsIn(db)).toHaveLength(result.accepted.length + 50);
    } finally {
      await second.app.close();
    }
  }, 60_000);

  it('admits configured origins and its own, refuses others, and limits the rate per address', async () => {
    const { app, url } = await startCollector(tempDb(), { rateLimit: 3, allowedOrigins: ['https://docs.example'] });
    try {
      const post = (origin?: string) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, body: JSON.stringify(validItem('cors')) });
      const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'https://docs.example', 'access-control-request-method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://docs.example');
      const allowed = await post('https://docs.example');
      expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([201, 'https://docs.example']);
      expect((await post(new URL(url).origin)).status).toBe(201);
      const refused = await post('https://evil.example');
      expect([refused.status, await refused.json()]).toEqual([403, { error: 'Origin https://evil.example may not post feedback.' }]);
      expect((await post()).status).toBe(201);
      const limited = await post();
      expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '60']);
    } finally {
      await app.close();
    }
  });

  describe('behind a reverse proxy (DOCS_TRUST_PROXY)', () => {
    // Every post arrives from 127.0.0.1, as through a proxy on the same machine; X-Forwarded-For names the reader.
    const postAs = (url: string, forwardedFor: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(validItem('proxy')) }).then((response) => response.status);

    it('limits each reader separately when one proxy is trusted', async () => {
      const { app, url } = await startCollector(tempDb(), { rateLimit: 2, proxyHops: 1 });
      try {
        expect([await postAs(url, '203.0.113.1'), await postAs(url, '203.0.113.1'), await postAs(url, '203.0.113.1')]).toEqual([201, 201, 429]);
        expect([await postAs(url, '203.0.113.2'), await postAs(url, '203.0.113.2')]).toEqual([201, 201]);
        // A reader who writes a fresh address in front of the one the proxy appends is still counted as itself.
        expect(await postAs(url, '198.51.100.7, 203.0.113.1')).toBe(429);
      } finally {
        await app.close();
      }
    });

    it('ignores X-Forwarded-For when off: every reader shares the address of the connection', async () => {
      const { app, url } = await startCollector(tempDb(), { rateLimit: 2 });
      try {
        expect([await postAs(url, '203.0.113.1'), await postAs(url, '203.0.113.2'), await postAs(url, '203.0.113.3')]).toEqual([201, 201, 429]);
      } finally {
        await app.close();
      }
    });
  });
});
