/** sitemap.xml: the home page, the API index, every registered page, and each template's live page and code page (the a11y test walks this list). */
import type { MetadataRoute } from 'next';
import { API_INDEX_PATHNAME } from '../api-index/apiIndex';
import { docsConfig } from '../config';
import { registeredPages } from '../navigation/sections';
import { TEMPLATES, templateCodePathname, templatePathname } from '../templates/templates';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = docsConfig.config.siteUrl;
  return [
    { url: `${base}/` },
    { url: `${base}${API_INDEX_PATHNAME}` },
    ...registeredPages.map(({ page }) => ({ url: `${base}${page.pathname}` })),
    ...TEMPLATES.flatMap((template) => [{ url: `${base}${templatePathname(template)}` }, { url: `${base}${templateCodePathname(template)}` }]),
  ];
}
