/**
 * The rating a browser gave a page, remembered in localStorage: read by the feedback control on every
 * page, so it is kept apart from the posting code that loads with the comment box (feedback.ts).
 */
import type { Rating } from './contract';

/** Dispatched on `window` when this page stores its rating, so the control shows it pressed. */
export const RATING_EVENT = 'mui-feedback-rating';

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
