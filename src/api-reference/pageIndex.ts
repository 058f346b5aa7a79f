/**
 * The list of generated API pages (`.generated/api/pages.json`): small enough for the page registry
 * to import, so the sidebar, sitemap and link checker know every API page without the full data.
 */
import type { ApiSectionId } from './types';

export interface ApiPageEntry {
  section: ApiSectionId;
  pathname: string;
  /** Sidebar title (`Button`; `Components API` for a tab page). */
  title: string;
  /** `api`: a page of its own in the sidebar; `components-api`/`hooks-api`: a tab of a guide page. */
  kind: 'api' | 'components-api' | 'hooks-api';
  /** For tab pages: the guide page whose tabs lead here. */
  guide: string | null;
  /** Names of the components (or hooks) the page documents, as in the section's data. */
  names: string[];
}
