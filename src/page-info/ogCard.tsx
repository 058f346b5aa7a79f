/**
 * The link-preview card of a page (Open Graph and Twitter `summary_large_image`): the page title, its
 * section and description on the site's dark blue, 1200 × 630. Drawn at build time by
 * scripts/ogImages.tsx with Satori (through next/og), which lays out flexbox only.
 */
import type { ReactElement } from 'react';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the card's design changes: cached images of the old design are drawn again. */
export const OG_CARD_VERSION = 1;

/** The card's URL for a page (`/material-ui/react-button` → `/og/material-ui/react-button.png`; the home page → `/og/index.png`). */
export function ogImagePath(pathname: string): string {
  return `/og${pathname === '/' ? '/index' : pathname}.png`;
}

/** A title long enough to wrap past three lines is set smaller. */
export function titleSize(title: string): number {
  if (title.length <= 24) return 84;
  if (title.length <= 48) return 68;
  return 54;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export function OgCard({ title, section, description, siteName }: { title: string; section: string; description: string; siteName: string }): ReactElement {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #0a1929 0%, #0b3a7e 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, color: '#99ccf3' }}>
        <div style={{ display: 'flex', width: 40, height: 40, borderRadius: 10, background: '#3399ff' }} />
        {section}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }}>{clip(title, 90)}</div>
        <div style={{ fontSize: 30, lineHeight: 1.35, color: '#c2d6ea' }}>{clip(description, 150)}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, fontWeight: 700 }}>{siteName}</div>
    </div>
  );
}
