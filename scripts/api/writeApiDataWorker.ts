/**
 * Runs `writeApiData` in a worker thread so the prebuild can do its other work (demo data, error
 * codes) on the second core meanwhile: reading the type definitions is its longest step.
 * Receives `{ root, guides }` as workerData and posts back `{ lines }` or `{ error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeApiData, type GuidePage } from './generate';

const { root, guides } = workerData as { root: string; guides: GuidePage[] };

writeApiData(root, guides).then(
  (lines) => parentPort?.postMessage({ lines }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
