/**
 * The links under a component page's title: the component's source in its package's repository, the
 * WAI-ARIA pattern it implements where one applies, and its bundle size: this site's own measurement
 * (scripts/bundleSizes.ts) linking to the API page's import section, or the package on Bundlephobia
 * where the component was not measured. Rendered on the server from the installed package (its version
 * and `repository` field); a link whose target cannot be derived is left out rather than guessed.
 */
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatKilobytes } from '../api-reference/bundleSize';
import { loadApiSection } from '../api-reference/loadApiData.server';
import type { ApiSectionId } from '../api-reference/types';
import { t } from '../i18n/translate';
import { Icon } from '../layout/icons';
import type { Section } from '../navigation/types';
import { githubRepository, PRODUCT_PACKAGES } from '../versions/productPackages';
import { APG_PATTERNS, apgUrl, bundleSizeUrl, componentName, sourceFolder, sourceUrl, waiAriaPattern } from './componentLinks';
import styles from './ComponentHeader.module.css';

interface Manifest {
  version?: string;
  repository?: { url?: string; directory?: string } | string;
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <Icon name="external" size={14} />
      <span className={styles.visuallyHidden}>{t('flag.external')}</span>
    </a>
  );
}

const API_SECTIONS: readonly string[] = ['material-ui', 'joy-ui', 'system', 'base-ui'] satisfies ApiSectionId[];

/** The component's measured size and its API page, when the API data has both. */
async function measuredSize(sectionId: string, name: string): Promise<{ gzip: number; href: string } | null> {
  if (!API_SECTIONS.includes(sectionId)) return null;
  const { index } = await loadApiSection(sectionId as ApiSectionId);
  const component = index.components.get(name);
  return component?.bundleSize && component.pathname ? { gzip: component.bundleSize.gzip, href: `${component.pathname}#import` } : null;
}

export default async function ComponentHeader({ section, components }: { section: Section; components: readonly string[] }) {
  const packageName = PRODUCT_PACKAGES[section.id];
  const first = components[0];
  if (!packageName || !first) return null;
  const component = componentName(first);
  const folder = path.join(process.cwd(), 'node_modules', packageName);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;
  const repository = githubRepository(manifest.repository);
  const directory = typeof manifest.repository === 'object' ? manifest.repository.directory : undefined;
  const source = sourceFolder(packageName, component);
  // The published package mirrors its source tree: no folder there, no source link.
  const sourceHref = repository && directory && existsSync(path.join(folder, source)) ? sourceUrl(repository, directory, source) : null;
  const pattern = waiAriaPattern(packageName, component);
  const measured = await measuredSize(section.id, first);
  return (
    <ul className={styles.links} aria-label={t('componentLinks.label', { name: component })}>
      {sourceHref ? (
        <li>
          <ExternalLink href={sourceHref}>{t('componentLinks.source')}</ExternalLink>
        </li>
      ) : null}
      {pattern ? (
        <li>
          <ExternalLink href={apgUrl(pattern)}>{t('componentLinks.waiAria', { pattern: APG_PATTERNS[pattern] })}</ExternalLink>
        </li>
      ) : null}
      {measured ? (
        <li>
          <a href={measured.href} className={styles.link}>
            {t('componentLinks.measuredSize', { gzip: formatKilobytes(measured.gzip) })}
          </a>
        </li>
      ) : manifest.version ? (
        <li>
          <ExternalLink href={bundleSizeUrl(packageName, manifest.version)}>{t('componentLinks.bundleSize')}</ExternalLink>
        </li>
      ) : null}
    </ul>
  );
}
