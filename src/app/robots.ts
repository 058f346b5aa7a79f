/** robots.txt pointing crawlers at the sitemap. */
import type { MetadataRoute } from 'next';
import { docsConfig } from '../config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${docsConfig.config.siteUrl}/sitemap.xml` };
}
