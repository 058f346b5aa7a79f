import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatPrecompressReport, precompressExport } from './precompressExport';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(200)}</body></html>`;
const CHUNK = `console.log(${JSON.stringify('chunk '.repeat(500))});`;

let root: string;

function write(name: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
}

const file = (name: string) => path.join(root, name);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  write('index.html', PAGE);
  write('_next/static/chunks/abc.js', CHUNK);
  write('small.txt', 'tiny');
  write('logo.png', Buffer.alloc(4096, 1));
  write('.hidden/page.html', PAGE);
  write('.draft.html', PAGE);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('precompressExport', () => {
  it('writes br and gz siblings that decode to the file', async () => {
    await precompressExport(root, { brotliQuality: 5, concurrency: 2 });
    for (const name of ['index.html', '_next/static/chunks/abc.js']) {
      const plain = readFileSync(file(name));
      expect(brotliDecompressSync(readFileSync(file(`${name}.br`)))).toEqual(plain);
      expect(gunzipSync(readFileSync(file(`${name}.gz`)))).toEqual(plain);
    }
  });

  it('leaves alone small files, images and unpublished files', async () => {
    await precompressExport(root, { brotliQuality: 5 });
    for (const name of ['small.txt', 'logo.png', '.hidden/page.html', '.draft.html']) {
      expect(existsSync(file(`${name}.br`)), name).toBe(false);
      expect(existsSync(file(`${name}.gz`)), name).toBe(false);
    }
  });

  it('reports what it wrote', async () => {
    const report = await precompressExport(root, { brotliQuality: 5 });
    expect(report.files).toBe(2);
    expect(report.plainBytes).toBe(PAGE.length + CHUNK.length);
    expect(report.encodedBytes.br).toBe(readFileSync(file('index.html.br')).length + readFileSync(file('_next/static/chunks/abc.js.br')).length);
    expect(report.encodedBytes.gzip).toBeLessThan(report.plainBytes);
    expect(formatPrecompressReport(report, 1.25)).toMatch(/^Precompressed 2 files \(0\.\d MB\): brotli 0\.\d MB, gzip 0\.\d MB, in 1\.3 s$/);
  });

  it('does not compress siblings again and refreshes them on a second run', async () => {
    await precompressExport(root, { brotliQuality: 5 });
    write('index.html', `${PAGE}<!-- changed -->`);
    await precompressExport(root, { brotliQuality: 5 });
    expect(existsSync(file('index.html.br.gz'))).toBe(false);
    expect(existsSync(file('index.html.gz.br'))).toBe(false);
    expect(gunzipSync(readFileSync(file('index.html.gz'))).toString()).toBe(`${PAGE}<!-- changed -->`);
  });

  it('removes the siblings of a file that shrank below the threshold', async () => {
    await precompressExport(root, { brotliQuality: 5 });
    write('index.html', '<p>now small</p>');
    await precompressExport(root, { brotliQuality: 5 });
    expect(existsSync(file('index.html.br'))).toBe(false);
    expect(existsSync(file('index.html.gz'))).toBe(false);
  });

  it('writes no sibling that would be larger than its file', async () => {
    // Random bytes do not compress.
    write('random.txt', Buffer.from(crypto.getRandomValues(new Uint8Array(4096))));
    await precompressExport(root, { brotliQuality: 5 });
    expect(existsSync(file('random.txt.gz'))).toBe(false);
    expect(existsSync(file('random.txt.br'))).toBe(false);
  });
});
