/** The feedback item a page posts, and the rule that checks it (SPEC §4: rating, comment, page, section, product, language, version). */
import { z } from 'zod';

/** Longest comment the collector stores. */
export const MAX_COMMENT_LENGTH = 2000;

const token = (max: number) => z.string().min(1).max(max).regex(/^[\w.+-]+$/, 'must contain only letters, digits, ".", "+", "-" or "_"');

/** Schema of one feedback post, for a site whose pages are `knownPathnames`; unknown fields are refused. */
export function feedbackSchema(knownPathnames: ReadonlySet<string>) {
  return z
    .object({
      rating: z.enum(['yes', 'no']),
      comment: z.string().max(MAX_COMMENT_LENGTH, `must be at most ${MAX_COMMENT_LENGTH} characters`).default(''),
      pathname: z.string().max(300).refine((value) => knownPathnames.has(value), 'is not a page of this site'),
      sectionId: token(200).optional(),
      sectionTitle: z.string().min(1).max(300).optional(),
      productId: token(50),
      language: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'must be a language code such as "en"'),
      version: token(50),
    })
    .strict();
}

export type FeedbackItem = z.infer<ReturnType<typeof feedbackSchema>>;

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
