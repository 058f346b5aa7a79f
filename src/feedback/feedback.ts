/** Page feedback rules: the body posted to the collector, the call itself, and the rating remembered per page. */
import type { FeedbackBody, Rating } from './contract';

/** A section rated from its heading. */
export interface RatedSection {
  id: string;
  title: string;
}

/** What the page knows about itself; the same for every rating on it. */
export interface FeedbackContext {
  pathname: string;
  productId: string;
  language: string;
  version: string;
}

/** The JSON the collector accepts (src/feedback/contract.ts); section fields only when a section was rated. */
export function feedbackBody(context: FeedbackContext, rating: Rating, comment: string, section: RatedSection | null): FeedbackBody {
  return {
    rating,
    comment: comment.trim(),
    pathname: context.pathname,
    ...(section ? { sectionId: section.id, sectionTitle: section.title } : {}),
    productId: context.productId,
    language: context.language,
    version: context.version,
  };
}

/** Posts the body; true only for a 2xx answer, false for a network error or any other status. */
export async function sendFeedback(endpoint: string, body: FeedbackBody, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' });
    return response.ok;
  } catch {
    return false;
  }
}

/** localStorage key of the rating given to a page. */
const ratingKey = (pathname: string) => `mui-feedback:${pathname}`;

/** The rating this browser gave the page, if any; storage that throws (privacy modes) counts as none. */
export function readRating(storage: Pick<Storage, 'getItem'> | undefined, pathname: string): Rating | null {
  try {
    const value = storage?.getItem(ratingKey(pathname));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the page's rating; a storage failure only means it is not remembered. */
export function rememberRating(storage: Pick<Storage, 'setItem'> | undefined, pathname: string, rating: Rating): void {
  try {
    storage?.setItem(ratingKey(pathname), rating);
  } catch {
    // Quota or privacy mode: the feedback was still sent.
  }
}

/** Whether a key press in the comment box means "submit" (Ctrl+Enter, or Cmd+Enter on macOS). */
export const isSubmitShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);
