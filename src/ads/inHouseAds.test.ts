import { describe, expect, it } from 'vitest';
import { IN_HOUSE_ADS, pickIndex } from './inHouseAds';

// The slot picks among the translated in-house ads, which keep IN_HOUSE_ADS' order.
const pickInHouseAd = (draw: number) => IN_HOUSE_ADS[pickIndex(draw, IN_HOUSE_ADS.length)]!;

describe('in-house ads', () => {
  it('are the five of the spec, with local 130×100 images', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.id)).toEqual(['scaffold-hub', 'templates', 'themes', 'enterprise-support', 'design-kit']);
    for (const ad of IN_HOUSE_ADS) expect(ad.img).toMatch(/^\/static\/ads\/[a-z-]+\.svg$/);
  });

  it('are picked evenly from a random draw', () => {
    expect(pickInHouseAd(0).id).toBe('scaffold-hub');
    expect(pickInHouseAd(0.2).id).toBe('templates');
    expect(pickInHouseAd(0.5).id).toBe('themes');
    expect(pickInHouseAd(0.7).id).toBe('enterprise-support');
    expect(pickInHouseAd(0.9999).id).toBe('design-kit');
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) counts.set(pickInHouseAd(i / 1000).id, (counts.get(pickInHouseAd(i / 1000).id) ?? 0) + 1);
    expect([...counts.values()]).toEqual([200, 200, 200, 200, 200]);
  });

  it('never picks outside the list', () => {
    expect(pickIndex(1, 5)).toBe(4);
    expect(pickIndex(-0.5, 5)).toBe(0);
  });
});

describe('the templates ad', () => {
  it('links to the site’s own template gallery', () => {
    expect(IN_HOUSE_ADS.find((ad) => ad.id === 'templates')?.link).toBe('/material-ui/getting-started/templates');
  });
});
