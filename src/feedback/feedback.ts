/** Page feedback rules: the body posted to the collector and the call itself (the rating remembered per page is in rating.ts). */
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

/** Whether a key press in the comment box means "submit" (Ctrl+Enter, or Cmd+Enter on macOS). */
export const isSubmitShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);
