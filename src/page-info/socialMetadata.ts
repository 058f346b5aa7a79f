/** A page's Open Graph and Twitter card metadata: title, description, canonical URL and its build-time card image. */
import type { Metadata } from 'next';
import { t } from '../i18n/translate';
import { OG_IMAGE_SIZE, ogImagePath } from './ogCard';

export function socialMetadata({ pathname, title, description }: { pathname: string; title: string; description: string }): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = ogImagePath(pathname);
  return {
    openGraph: { title, description, url: pathname, type: pathname === '/' ? 'website' : 'article', siteName: t('app.title'), images: [{ url: image, ...OG_IMAGE_SIZE, alt: title }] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
