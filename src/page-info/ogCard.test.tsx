import { describe, expect, it } from 'vitest';
import { ogImagePath, titleSize } from './ogCard';
import { socialMetadata } from './socialMetadata';

describe('link-preview cards', () => {
  it('have one image path per page, the home page’s included', () => {
    expect(ogImagePath('/material-ui/react-button')).toBe('/og/material-ui/react-button.png');
    expect(ogImagePath('/')).toBe('/og/index.png');
  });

  it('set long titles smaller', () => {
    expect(titleSize('Button')).toBeGreaterThan(titleSize('Navigation Menu API (components)'));
    expect(titleSize('x'.repeat(60))).toBeLessThan(titleSize('Navigation Menu API (components)'));
  });

  it('give Open Graph and Twitter the title, description, canonical path and card', () => {
    const meta = socialMetadata({ pathname: '/base-ui/react-dialog', title: 'Dialog', description: 'A popup window.' });
    expect(meta.openGraph).toMatchObject({ title: 'Dialog', description: 'A popup window.', url: '/base-ui/react-dialog', type: 'article', images: [{ url: '/og/base-ui/react-dialog.png', width: 1200, height: 630, alt: 'Dialog' }] });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Dialog', images: ['/og/base-ui/react-dialog.png'] });
    expect(socialMetadata({ pathname: '/', title: 'Home', description: 'd' }).openGraph).toMatchObject({ type: 'website' });
  });
});
