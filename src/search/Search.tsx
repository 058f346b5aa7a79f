/** The app bar's search control with its button island in the page's first load (SearchControl.tsx). */
import type { SectionId } from '../navigation/types';
import SearchButton from './SearchButton.client';
import SearchControl from './SearchControl';

/** `current` is the product of the page being read; its results are listed first. */
export default function Search({ current }: { current?: SectionId }) {
  return <SearchControl current={current} Button={SearchButton} />;
}
