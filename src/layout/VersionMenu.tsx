/**
 * The app bar's version menu (issue 37): the installed version of the current product's package, read
 * at build time, with links to every documented version and to the product's release notes. A native
 * popover like the product menu, so it needs no script. On phones the button steps aside (the bar has
 * no room for it at 320 px) and the product menu carries the same links (VersionLinks).
 */
import { t } from '../i18n/translate';
import { registeredPages } from '../navigation/sections';
import type { Section } from '../navigation/types';
import { VERSIONS_PATHNAME } from '../versions/productPackages';
import { productVersion, type ProductVersion } from '../versions/productVersion.server';
import { Icon } from './icons';
import styles from './SiteHeader.module.css';

const MENU_ID = 'version-menu';

let pathnames: ReadonlySet<string> | undefined;

/** The product's version, or null for a section that documents no package. */
export function versionOf(section: Section | undefined): ProductVersion | null {
  if (!section) return null;
  pathnames ??= new Set(registeredPages.map((entry) => entry.page.pathname));
  return productVersion(section, pathnames);
}

/** The installed package and the two links: the menu's body, and the foot of the product menu on phones. */
export function VersionLinks({ version, className }: { version: ProductVersion; className?: string }) {
  return (
    <div className={className}>
      <p className={styles.versionInstalled}>{t('version.installed', { name: version.packageName, version: version.version })}</p>
      <ul>
        <li>
          <a href={VERSIONS_PATHNAME}>{t('version.all')}</a>
        </li>
        {version.releaseNotes ? (
          <li>
            <a href={version.releaseNotes.href} {...(version.releaseNotes.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {t('version.releaseNotes')}
              {version.releaseNotes.external ? (
                <>
                  <Icon name="external" size={14} />
                  <span className={styles.visuallyHidden}>{t('flag.external')}</span>
                </>
              ) : null}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** `version` is the section's (versionOf), read once by the app bar for this and the product menu. */
export default function VersionMenu({ section, version }: { section: Section | undefined; version: ProductVersion | null }) {
  if (!version || !section) return null;
  return (
    <>
      <button type="button" className={styles.versionButton} popoverTarget={MENU_ID} aria-label={t('version.button', { product: section.name, version: `v${version.version}` })}>
        <span>{`v${version.version}`}</span>
        <Icon name="expand" size={16} />
      </button>
      <nav id={MENU_ID} popover="auto" className={styles.versionMenu} aria-label={t('version.menu', { product: section.name })}>
        <VersionLinks version={version} />
      </nav>
    </>
  );
}
