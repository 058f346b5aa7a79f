/**
 * The collector's run-time settings, read from the environment here and nowhere else (listed in the
 * README). Which origins may post is build-time configuration: it comes from the export's manifest.
 */
import path from 'node:path';
import { z } from 'zod';

/** Settings of the feedback collector. */
export interface FeedbackConfig {
  /** SQLite file; created with its folder on first use. */
  dbPath: string;
  /** Posts accepted per client address per window. */
  rateLimit: number;
  rateWindowMs: number;
}

const envSchema = z.object({
  DOCS_FEEDBACK_DB: z.string().trim().optional(),
  DOCS_FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  DOCS_FEEDBACK_RATE_WINDOW_MS: z.coerce.number().int().min(1).optional(),
});

/** Reads the collector settings; throws one readable error naming every bad variable. */
export function readFeedbackConfig(env: Record<string, string | undefined>, projectRoot: string): FeedbackConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid feedback configuration in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    dbPath: path.resolve(projectRoot, e.DOCS_FEEDBACK_DB || 'data/feedback.sqlite'),
    rateLimit: e.DOCS_FEEDBACK_RATE_LIMIT ?? 30,
    rateWindowMs: e.DOCS_FEEDBACK_RATE_WINDOW_MS ?? 60_000,
  };
}
