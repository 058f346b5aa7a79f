/** sitemap.xml: the home page and every registered page (the a11y test walks this list). */
import type { MetadataRoute } from 'next';
import { docsConfig } from '../config';
import { registeredPages } from '../navigation/sections';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = docsConfig.config.siteUrl;
  return [{ url: `${base}/` }, ...registeredPages.map(({ page }) => ({ url: `${base}${page.pathname}` }))];
}
