/** Where the e2e test servers keep collected feedback: a temporary SQLite file per port (read by e2e/feedback.spec.ts). */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The feedback database of the test server on `port`. */
export function feedbackDbPath(port: number): string {
  return path.join(tmpdir(), `docs-e2e-feedback-${port}.sqlite`);
}

/** Removes the feedback database of the test server on `port`, with the `-wal`, `-shm` and `-journal` files SQLite keeps beside it. */
export function removeFeedbackDb(port: number): void {
  const db = feedbackDbPath(port);
  for (const file of [db, `${db}-wal`, `${db}-shm`, `${db}-journal`]) rmSync(file, { force: true });
}
