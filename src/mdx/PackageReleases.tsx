/**
 * `<PackageReleases name="@base-ui/react" count={4} />` in MDX: the latest releases of an installed
 * package, read at build time from its own CHANGELOG.md (src/mdx/changelog.ts), so the Releases page
 * always starts at the version the site documents. Pull request numbers link to the package's
 * repository.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Fragment } from 'react';
import { t } from '../i18n/translate';
import { parseChangelog, parseInline } from './changelog';
import styles from './PackageReleases.module.css';

interface Manifest {
  version?: string;
  repository?: string | { url?: string };
}

/** `git+https://github.com/mui/base-ui.git` → `https://github.com/mui/base-ui`. */
export function repositoryUrl(repository: Manifest['repository']): string | null {
  const url = typeof repository === 'string' ? repository : repository?.url;
  const match = url ? /github\.com[/:]([^/]+\/[^/.]+)/.exec(url) : null;
  return match ? `https://github.com/${match[1]}` : null;
}

function Inline({ text, repository }: { text: string; repository: string | null }) {
  return parseInline(text).map((part, index) => {
    if (part.kind === 'code') return <code key={index}>{part.text}</code>;
    if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'pr') return repository ? <a key={index} href={`${repository}/pull/${part.number}`}>{`#${part.number}`}</a> : <Fragment key={index}>{`#${part.number}`}</Fragment>;
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

export default function PackageReleases({ name, count = 4 }: { name: string; count?: number }) {
  const folder = path.join(process.cwd(), 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;
  const releases = parseChangelog(readFileSync(path.join(folder, 'CHANGELOG.md'), 'utf8')).slice(0, count);
  if (releases[0]?.version !== manifest.version) {
    throw new Error(`<PackageReleases name="${name}">: CHANGELOG.md starts at ${releases[0]?.version ?? 'nothing'}, but ${manifest.version ?? 'no version'} is installed.`);
  }
  const repository = repositoryUrl(manifest.repository);
  return (
    <div className={styles.releases}>
      {releases.map((release) => (
        <section key={release.version} aria-labelledby={`v${release.version.replace(/\./g, '-')}`} className={styles.release}>
          <h2 id={`v${release.version.replace(/\./g, '-')}`}>
            {`v${release.version}`}
            {release.version === manifest.version ? <span className={styles.installed}>{t('releases.installed')}</span> : null}
          </h2>
          {release.date ? <p className={styles.date}>{release.date}</p> : null}
          {release.groups.map((group, index) => (
            <Fragment key={`${group.name}-${index}`}>
              {group.name ? <h3 className={styles.group}>{group.name}</h3> : null}
              <ul>
                {group.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline text={item} repository={repository} />
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
          {release.notes.map((note, index) => (
            <p key={index} className={styles.note}>
              <Inline text={note} repository={repository} />
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
