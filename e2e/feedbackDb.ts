/** Where the e2e test servers keep collected feedback: a temporary SQLite file per port (read by e2e/feedback.spec.ts). */
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The feedback database of the test server on `port`. */
export function feedbackDbPath(port: number): string {
  return path.join(tmpdir(), `docs-e2e-feedback-${port}.sqlite`);
}
