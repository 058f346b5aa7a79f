/** sitemap.xml: the home page, the API index, every registered page, and each template's live page and code page (the a11y test walks this list). */
import type { MetadataRoute } from 'next';
import { API_INDEX_PATHNAME } from '../api-index/apiIndex';
import { docsConfig } from '../config';
import { registeredPages } from '../navigation/sections';
import { TEMPLATE_IDS, templateCodePathname, templatePathname } from '../templates/templates';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = docsConfig.config.siteUrl;
  return [
    { url: `${base}/` },
    { url: `${base}${API_INDEX_PATHNAME}` },
    ...registeredPages.map(({ page }) => ({ url: `${base}${page.pathname}` })),
    ...TEMPLATE_IDS.flatMap((id) => [{ url: `${base}${templatePathname(id)}` }, { url: `${base}${templateCodePathname(id)}` }]),
  ];
}
