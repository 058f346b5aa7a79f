/** The document: language, direction, the pre-paint colour-scheme script, global styles, skip link. */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '../../.generated/theme.css';
import './globals.css';
import { docsConfig } from '../config';
import { t } from '../i18n/translate';
import { colorSchemeScript } from '../theme/colorSchemeScript';

export const metadata: Metadata = {
  metadataBase: new URL(docsConfig.config.siteUrl),
  title: { default: t('app.title'), template: `%s - ${t('app.title')}` },
  description: t('home.description'),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121212' },
  ],
};

/** Root layout shared by every page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The colour-scheme script changes <html>'s class before React hydrates, hence the suppression.
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: colorSchemeScript() }} />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          {t('app.skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
