/**
 * Build step: writes a Brotli (`file.br`) and a gzip (`file.gz`) sibling beside every compressible
 * file of the export, so the server (and any static host with `gzip_static`) sends bytes compressed
 * once instead of compressing on every request. The naming rule is server/precompressed.ts.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isPrecompressible, PRECOMPRESSED_ENCODINGS, type PrecompressedEncoding, siblingName } from '../server/precompressed';
import { isPublishable } from '../server/urlFiles';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressOptions {
  /** Brotli quality, 0–11. */
  brotliQuality?: number;
  /** gzip level, 1–9. */
  gzipLevel?: number;
  /** Files smaller than this get no siblings (the server then sends them plain or compresses them itself). */
  minBytes?: number;
  /** Files compressed at once; each runs both encodings on zlib's thread pool. */
  concurrency?: number;
}

/**
 * Measured on the whole export (4 946 files, 308 MB) on one thread: Brotli 5, 6 and 8 give 45.0, 44.7
 * and 44.3 MB in 2.8, 3.1 and 4.2 s; 9 made the step 37 s, and 11 takes 60 times as long as 6 on the
 * Button page (303 against 5 ms) for 11 % less. gzip 9 gives 51.1 MB in 4.7 s, 6 51.6 MB in 2.6 s.
 * Brotli 6 and gzip 9 keep the whole step around 10 s on this busy 2-core machine.
 */
export const DEFAULT_PRECOMPRESS: Required<PrecompressOptions> = { brotliQuality: 6, gzipLevel: 9, minBytes: 1024, concurrency: availableParallelism() };

export interface PrecompressReport {
  /** Files that got siblings. */
  files: number;
  /** Their plain size, and the sizes of their siblings per encoding. */
  plainBytes: number;
  encodedBytes: Record<PrecompressedEncoding, number>;
}

/** Every published, precompressible file under `root` (dot-folders and dot-files skipped, as the server does). */
async function listPrecompressible(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isPrecompressible(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(root, file).split(path.sep).every(isPublishable));
}

function encode(data: Buffer, encoding: PrecompressedEncoding, options: Required<PrecompressOptions>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(data, { level: options.gzipLevel });
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * Writes the siblings of every compressible file under `root` and returns what it wrote. A sibling
 * that would not be smaller than its file is not written, and an old one is removed, so no sibling
 * of an earlier build outlives the file it was made from.
 */
export async function precompressExport(root: string, options: PrecompressOptions = {}): Promise<PrecompressReport> {
  const settings = { ...DEFAULT_PRECOMPRESS, ...options };
  const queue = await listPrecompressible(path.resolve(root));
  const report: PrecompressReport = { files: 0, plainBytes: 0, encodedBytes: { br: 0, gzip: 0 } };

  async function precompress(file: string): Promise<void> {
    const data = await readFile(file);
    const encoded = await Promise.all(
      PRECOMPRESSED_ENCODINGS.map(async (encoding) => {
        const target = siblingName(file, encoding);
        const body = data.length >= settings.minBytes ? await encode(data, encoding, settings) : undefined;
        if (body === undefined || body.length >= data.length) {
          await rm(target, { force: true });
          return 0;
        }
        await writeFile(target, body);
        report.encodedBytes[encoding] += body.length;
        return 1;
      }),
    );
    if (encoded.some((written) => written > 0)) {
      report.files++;
      report.plainBytes += data.length;
    }
  }

  async function worker(): Promise<void> {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await precompress(file);
  }
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  return report;
}

/** The build's one line about the step: files, sizes and time. */
export function formatPrecompressReport(report: PrecompressReport, seconds: number): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  return `Precompressed ${report.files} files (${mb(report.plainBytes)}): brotli ${mb(report.encodedBytes.br)}, gzip ${mb(report.encodedBytes.gzip)}, in ${seconds.toFixed(1)} s`;
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const started = performance.now();
  const root = process.argv[2] ?? 'out';
  const raw = process.env.BROTLI_QUALITY;
  const brotliQuality = raw === undefined ? undefined : Number(raw);
  if (brotliQuality !== undefined && !(Number.isInteger(brotliQuality) && brotliQuality >= 0 && brotliQuality <= 11)) {
    console.error(`BROTLI_QUALITY must be a whole number from 0 to 11, got "${raw}"`);
    process.exit(1);
  }
  const quality = brotliQuality === undefined ? {} : { brotliQuality };
  precompressExport(root, quality).then(
    (report) => console.log(formatPrecompressReport(report, (performance.now() - started) / 1000)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
