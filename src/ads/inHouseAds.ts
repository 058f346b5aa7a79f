/** The site's own ads (SPEC §9: five of them), shown when no network ad is available. Images are local files. */
import type { TranslationKey } from '../i18n/translate';

/** What an ad shows (SPEC §3 "Ad record"); texts are plain text, never HTML. */
export interface AdRecord {
  link: string;
  img: string | undefined;
  name: string;
  description: string;
  poweredby: string;
  /** Analytics label of the ad's source. */
  label: string;
}

/** An in-house ad before translation: its texts are translation keys. */
export interface InHouseAd {
  id: 'scaffold-hub' | 'templates' | 'themes' | 'enterprise-support' | 'design-kit';
  link: string;
  img: string;
  name: TranslationKey;
  description: TranslationKey;
}

/** The five in-house ads, in a fixed order (the pick is by index). */
export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  { id: 'scaffold-hub', link: 'https://mui.com/toolpad/', img: '/static/ads/scaffold-hub.svg', name: 'ads.inHouse.scaffoldHub.name', description: 'ads.inHouse.scaffoldHub.description' },
  { id: 'templates', link: '/material-ui/getting-started/templates', img: '/static/ads/templates.svg', name: 'ads.inHouse.templates.name', description: 'ads.inHouse.templates.description' },
  { id: 'themes', link: 'https://mui.com/store/collections/themes/', img: '/static/ads/themes.svg', name: 'ads.inHouse.themes.name', description: 'ads.inHouse.themes.description' },
  { id: 'enterprise-support', link: 'https://mui.com/pricing/', img: '/static/ads/enterprise-support.svg', name: 'ads.inHouse.enterpriseSupport.name', description: 'ads.inHouse.enterpriseSupport.description' },
  { id: 'design-kit', link: 'https://mui.com/design-kits/', img: '/static/ads/design-kit.svg', name: 'ads.inHouse.designKit.name', description: 'ads.inHouse.designKit.description' },
];

/** The index picked from a list of `count` by a random number in [0, 1), each index equally likely. */
export function pickIndex(draw: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(draw * count)));
}
