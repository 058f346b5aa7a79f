/** The collector's check of a feedback post (SPEC §4), built from the shared contract in src/feedback/contract.ts. */
import { z } from 'zod';
import {
  FEEDBACK_RATINGS,
  type FeedbackBody,
  LANGUAGE_PATTERN,
  MAX_COMMENT_LENGTH,
  MAX_PATHNAME_LENGTH,
  MAX_SECTION_ID_LENGTH,
  MAX_SECTION_TITLE_LENGTH,
  MAX_TOKEN_LENGTH,
  SECTION_ID_PATTERN,
  TOKEN_PATTERN,
} from '../../src/feedback/contract';

const token = z.string().min(1).max(MAX_TOKEN_LENGTH).regex(TOKEN_PATTERN, 'must contain only letters, digits, ".", "+", "-" or "_"');

/** Schema of one feedback post, for a site whose pages are `knownPathnames`; unknown fields are refused. */
export function feedbackSchema(knownPathnames: ReadonlySet<string>) {
  // Keyed by the contract's fields: a field added there and forgotten here (or the reverse) fails to compile.
  const shape = {
    rating: z.enum(FEEDBACK_RATINGS),
    comment: z.string().max(MAX_COMMENT_LENGTH, `must be at most ${MAX_COMMENT_LENGTH} characters`).default(''),
    pathname: z.string().max(MAX_PATHNAME_LENGTH).refine((value) => knownPathnames.has(value), 'is not a page of this site'),
    sectionId: z.string().min(1).max(MAX_SECTION_ID_LENGTH).regex(SECTION_ID_PATTERN, 'must be a heading id (letters, digits, "-", "_", "." or "+")').optional(),
    sectionTitle: z.string().min(1).max(MAX_SECTION_TITLE_LENGTH).optional(),
    productId: token,
    language: z.string().regex(LANGUAGE_PATTERN, 'must be a language code such as "en"'),
    version: token,
  } satisfies { [Field in keyof FeedbackBody]-?: z.ZodType };
  return z.object(shape).strict();
}

/** A checked post; the schema's output must stay assignable to the contract's body (checked in parseFeedback). */
export type FeedbackItem = FeedbackBody;

/** Checks a parsed JSON body; returns the item or one readable sentence naming every bad field. */
export function parseFeedback(schema: ReturnType<typeof feedbackSchema>, body: unknown): { ok: true; item: FeedbackItem } | { ok: false; error: string } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, item: result.data };
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    const field = issue.path.length ? issue.path.join('.') : 'body';
    return `${field}: ${issue.message}`;
  });
  return { ok: false, error: `Invalid feedback: ${problems.join('; ')}.` };
}
