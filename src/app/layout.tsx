/** The document: language, the pre-paint scripts (mode, direction; code preferences; package manager), global styles, skip link. */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../../.generated/theme.css';
import '../../.generated/token-colors.css';
import './globals.css';
import { AdProvider } from '../ads/AdContext.client';
import Analytics from '../analytics/Analytics.client';
import { docsConfig } from '../config';
import { DocsProvider } from '../config/DocsProvider.client';
import { t } from '../i18n/translate';
import { socialMetadata } from '../page-info/socialMetadata';
import { codePreferencesScript } from '../demos/codePreferences';
import { packageManagerScript } from '../install-tabs/packageManagers';
import ServiceWorker from '../service-worker/ServiceWorker.client';
import { displaySettingsScript } from '../settings/displaySettings';
import { APP_BAR_END_ID } from '../layout/appBar';
import HydrationMark from '../layout/HydrationMark.client';
import { FONT_ACTIVATION_DEFAULTS, fontActivationScript } from '../theme/fontActivation';
import { inter, jetbrainsMono, siteFontFamilies } from '../theme/fonts';

export const metadata: Metadata = {
  metadataBase: new URL(docsConfig.config.siteUrl),
  title: { default: t('app.title'), template: `%s - ${t('app.title')}` },
  description: t('home.description'),
  // The home page's card; every other page sets its own (src/page-info/socialMetadata.ts).
  ...socialMetadata({ pathname: '/', title: t('home.title'), description: t('home.description') }),
};

/** Root layout shared by every page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The display-settings script sets <html>'s class, style and dir before React hydrates, hence the suppression.
    <html lang="en" dir="ltr" className={`${inter.variable} ${jetbrainsMono.variable}`} suppressHydrationWarning>
      <head>
        {/* SPEC §7: a font provider's stylesheet, when the deployment names one (the CSP admits its host). */}
        {docsConfig.config.fontsUrl ? <link rel="stylesheet" href={docsConfig.config.fontsUrl} /> : null}
        <script dangerouslySetInnerHTML={{ __html: displaySettingsScript() }} />
        {/* Code variant and styling (cookies or a demo link's hash) on <html>, so demos show the reader's code from the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: codePreferencesScript() }} />
        {/* The reader's package manager on <html>, so install blocks show npm, pnpm or yarn from the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: packageManagerScript() }} />
        {/* The typefaces, from the first frame once this browser has the files (src/theme/fontActivation.ts). */}
        <script dangerouslySetInnerHTML={{ __html: fontActivationScript({ ...FONT_ACTIVATION_DEFAULTS, families: siteFontFamilies() }) }} />
        {/* On a slow device the parser may yield mid-header and paint the bar without its last buttons,
            which then push the others aside (a layout shift). The first paint waits for the whole bar;
            pages without one paint when parsing ends. */}
        <link rel="expect" href={`#${APP_BAR_END_ID}`} blocking="render" />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          {t('app.skipToContent')}
        </a>
        {/* The docs configuration reaches client islands through context; server components import it directly. */}
        <DocsProvider config={docsConfig}>
          <AdProvider value={{ displayRatio: docsConfig.adConfig.displayRatio }}>{children}</AdProvider>
          {docsConfig.config.analyticsId && <Analytics />}
        </DocsProvider>
        <ServiceWorker productionHost={docsConfig.config.productionHost} />
        <HydrationMark />
      </body>
    </html>
  );
}
