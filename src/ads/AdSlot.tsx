/** The ad slot below a docs page's description: a server shell with translated texts around a small client island. */
import { t } from '../i18n/translate';
import AdSlotIsland, { type AdSlotStrings } from './AdSlotIsland.client';
import { IN_HOUSE_ADS } from './inHouseAds';

/** Renders the slot; its size is reserved by CSS before the island decides what it shows. */
export default function AdSlot() {
  const strings: AdSlotStrings = {
    adBy: t('ads.adBy'),
    network: t('ads.network'),
    whitelistTitle: t('ads.whitelist.title'),
    whitelistDescription: t('ads.whitelist.description'),
    inHouse: IN_HOUSE_ADS.map((ad) => ({ link: ad.link, img: ad.img, name: t(ad.name), description: t(ad.description), poweredby: t('ads.inHouse.poweredBy'), label: 'in-house' })),
  };
  return <AdSlotIsland strings={strings} />;
}
