/**
 * Reads the bodies the static site sends. Small files are kept in memory after their first request:
 * sending a Buffer costs far less than opening, stat-ing and streaming a file on every request (the
 * Button page's Brotli copy under wrk, 50 connections: about 40 000 requests/s from memory against
 * 8 000 streamed). The export does not change under a running server; a rebuild needs a restart
 * anyway, since the file list and ETags are read at startup.
 */
import { promises as fs, type ReadStream } from 'node:fs';

export interface FileBody {
  body: Buffer | ReadStream;
  size: number;
}

export interface FileBodyLimits {
  /** Files up to this size are kept in memory once read. */
  maxFileBytes: number;
  /** Memory given to kept files in all; once used up, further files are streamed. */
  maxTotalBytes: number;
}

/**
 * 1 MB per file covers every compressed copy and all but the largest plain files; 128 MB is more than
 * all the export's Brotli and gzip copies take (45 + 51 MB), so only plain copies ever fall back to streaming.
 */
export const DEFAULT_BODY_LIMITS: FileBodyLimits = { maxFileBytes: 1 << 20, maxTotalBytes: 128 << 20 };

export interface FileBodyReader {
  /** The file's body, read whole and kept when small enough, else streamed; undefined when the file is gone. */
  read(absolutePath: string, expectedSize: number): Promise<FileBody | undefined>;
  /** The file's size for a HEAD request, without reading it; undefined when the file is gone. */
  size(absolutePath: string): Promise<number | undefined>;
  /** The file's body if it is in memory already (server/fastPath.ts answers only then). */
  kept(absolutePath: string): Buffer | undefined;
}

/** A reader of file bodies with an in-memory cache of small files. */
export function fileBodyReader(limits: FileBodyLimits = DEFAULT_BODY_LIMITS): FileBodyReader {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;

  async function readWhole(absolutePath: string): Promise<FileBody | undefined> {
    let data: Buffer;
    try {
      data = await fs.readFile(absolutePath);
    } catch {
      return undefined;
    }
    // Checked again after reading: concurrent first requests each read the file, only one keeps it.
    if (!kept.has(absolutePath) && keptBytes + data.length <= limits.maxTotalBytes) {
      kept.set(absolutePath, data);
      keptBytes += data.length;
    }
    return { body: data, size: data.length };
  }

  async function stream(absolutePath: string): Promise<FileBody | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(absolutePath);
    } catch {
      return undefined;
    }
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch {
      await handle.close();
      return undefined;
    }
  }

  return {
    read(absolutePath, expectedSize) {
      const data = kept.get(absolutePath);
      if (data !== undefined) return Promise.resolve({ body: data, size: data.length });
      const keepable = expectedSize <= limits.maxFileBytes && keptBytes + expectedSize <= limits.maxTotalBytes;
      return keepable ? readWhole(absolutePath) : stream(absolutePath);
    },
    kept: (absolutePath) => kept.get(absolutePath),
    async size(absolutePath) {
      const data = kept.get(absolutePath);
      if (data !== undefined) return data.length;
      const stat = await fs.stat(absolutePath).catch(() => undefined);
      return stat?.isFile() ? stat.size : undefined;
    },
  };
}
