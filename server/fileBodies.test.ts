import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileBody, fileBodyReader } from './fileBodies';

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'file-bodies-'));
  writeFileSync(file('small.html'), 'small');
  writeFileSync(file('other.html'), 'other!');
  writeFileSync(file('large.js'), 'x'.repeat(100));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function text(body: FileBody | undefined): Promise<string> {
  if (body === undefined) throw new Error('no body');
  if (Buffer.isBuffer(body.body)) return body.body.toString();
  const chunks: Buffer[] = [];
  for await (const chunk of body.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('fileBodyReader', () => {
  it('keeps a small file in memory after its first read', async () => {
    const reader = fileBodyReader({ maxFileBytes: 10, maxTotalBytes: 100 });
    const first = await reader.read(file('small.html'), 5);
    expect(Buffer.isBuffer(first?.body)).toBe(true);
    expect(await text(first)).toBe('small');
    rmSync(file('small.html'));
    const second = await reader.read(file('small.html'), 5);
    expect(second?.size).toBe(5);
    expect(await text(second)).toBe('small');
    expect(await reader.size(file('small.html'))).toBe(5);
  });

  it('streams a file above the per-file limit, each time from disk', async () => {
    const reader = fileBodyReader({ maxFileBytes: 10, maxTotalBytes: 1000 });
    const body = await reader.read(file('large.js'), 100);
    expect(body?.body).toBeInstanceOf(Readable);
    expect(body?.size).toBe(100);
    expect(await text(body)).toBe('x'.repeat(100));
    rmSync(file('large.js'));
    expect(await reader.read(file('large.js'), 100)).toBeUndefined();
  });

  it('streams once the memory budget is used up', async () => {
    const reader = fileBodyReader({ maxFileBytes: 10, maxTotalBytes: 8 });
    expect(Buffer.isBuffer((await reader.read(file('small.html'), 5))?.body)).toBe(true);
    const other = await reader.read(file('other.html'), 6);
    expect(other?.body).toBeInstanceOf(Readable);
    expect(await text(other)).toBe('other!');
  });

  it('answers undefined for a file that is gone', async () => {
    const reader = fileBodyReader();
    expect(await reader.read(file('missing.html'), 5)).toBeUndefined();
    expect(await reader.read(file('missing.js'), 5_000_000)).toBeUndefined();
    expect(await reader.size(file('missing.html'))).toBeUndefined();
    expect(await reader.size(dir)).toBeUndefined();
  });

  it('hands out kept bodies only', async () => {
    const reader = fileBodyReader({ maxFileBytes: 10, maxTotalBytes: 100 });
    expect(reader.kept(file('small.html'))).toBeUndefined();
    await reader.read(file('small.html'), 5);
    await reader.read(file('large.js'), 100);
    expect(reader.kept(file('small.html'))?.toString()).toBe('small');
    expect(reader.kept(file('large.js'))).toBeUndefined();
  });

  it('reads the size of a file from disk when it is not kept', async () => {
    expect(await fileBodyReader().size(file('large.js'))).toBe(100);
  });
});
