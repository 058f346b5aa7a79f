/**
 * The feedback contract between the page's control (src/feedback) and the collector's schema
 * (server/feedback/schema.ts): field names, limits and the shape of each value. Pure data and
 * regular expressions, so both the browser bundle and the Node server can import it.
 */

/** The two answers to "Was this helpful?". */
export const FEEDBACK_RATINGS = ['yes', 'no'] as const;
export type Rating = (typeof FEEDBACK_RATINGS)[number];

/** Longest comment the collector stores; the comment box stops there too. */
export const MAX_COMMENT_LENGTH = 2000;
/** Largest request body the collector reads, in bytes. */
export const FEEDBACK_BODY_LIMIT = 8 * 1024;
/** Longest pathname and section title accepted. */
export const MAX_PATHNAME_LENGTH = 300;
export const MAX_SECTION_TITLE_LENGTH = 300;
/** Longest section id accepted. */
export const MAX_SECTION_ID_LENGTH = 200;
/** Longest product id or version accepted. */
export const MAX_TOKEN_LENGTH = 50;

/**
 * A section id as the heading slugger writes it: letters and digits of any script, combining marks,
 * `_`-like connectors, `-`, `.` and `+` (`basic-button`, `café--crème`, `日本語-見出し`). Nothing that
 * could be markup or a URL gets through.
 */
export const SECTION_ID_PATTERN = /^[\p{L}\p{M}\p{N}\p{Pc}.+-]+$/u;
/** A product id or version: ASCII letters, digits, `.`, `+`, `-` and `_`. */
export const TOKEN_PATTERN = /^[\w.+-]+$/;
/** A language code such as `en` or `pt-BR`. */
export const LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Za-z]{2,4})?$/;

/** One feedback post, as JSON. Section fields only when a section (not the whole page) was rated. */
export interface FeedbackBody {
  rating: Rating;
  comment: string;
  pathname: string;
  sectionId?: string;
  sectionTitle?: string;
  productId: string;
  language: string;
  version: string;
}
