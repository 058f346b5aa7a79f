// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/DocsProvider.client';
import { readDocsConfig } from '../config/docsConfig';
import { AdProvider } from './AdContext.client';
import AdSlotIsland, { type AdSlotStrings } from './AdSlotIsland.client';
import { IN_HOUSE_ADS } from './inHouseAds';

const strings: AdSlotStrings = {
  adBy: 'ad by {network}',
  network: 'the network',
  whitelistTitle: 'Please allow ads',
  whitelistDescription: 'They pay for the docs.',
  inHouse: IN_HOUSE_ADS.map((ad) => ({ link: ad.link, img: ad.img, name: ad.id, description: `About ${ad.id}`, poweredby: 'MUI', label: 'in-house' })),
};

function renderSlot() {
  return render(
    <DocsProvider config={readDocsConfig({})}>
      <AdProvider value={{ displayRatio: 0.1 }}>
        <AdSlotIsland strings={strings} />
      </AdProvider>
    </DocsProvider>,
  );
}


describe('AdSlotIsland without a network configured', () => {
  it('shows an in-house ad, opening in a new tab as a sponsored link', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.45);
    const { container } = renderSlot();
    const link = await screen.findByRole('link');
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('themes');
    expect(link.textContent).toContain('ad by MUI');
    expect(container.querySelector('[data-ad-slot]')?.getAttribute('data-ad-slot')).toBe('in-house');
    expect(container.querySelector('img')?.getAttribute('width')).toBe('130');
  });
});
