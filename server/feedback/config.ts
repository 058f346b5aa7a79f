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
  /**
   * How many reverse proxies stand in front of the server (0: none). With one or more, the rate limit
   * counts the reader that X-Forwarded-For names instead of the proxy. 0 by default, because without a
   * proxy any client could write that header and pick a fresh address for every post.
   */
  proxyHops: number;
}

const envSchema = z.object({
  DOCS_FEEDBACK_DB: z.string().trim().optional(),
  DOCS_FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  DOCS_FEEDBACK_RATE_WINDOW_MS: z.coerce.number().int().min(1).optional(),
  DOCS_TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(|true|false|\d{1,2})$/, 'must be true, false or the number of proxies in front of the server')
    .optional(),
});

/** `DOCS_TRUST_PROXY` as a count of proxies: true is one, false or nothing is none. */
function proxyHopsOf(value: string | undefined): number {
  if (value === 'true') return 1;
  if (value === undefined || value === '' || value === 'false') return 0;
  return Number(value);
}

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
    proxyHops: proxyHopsOf(e.DOCS_TRUST_PROXY),
  };
}
