/** The documented packages and the exact versions this build rendered, read from the installed packages. */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { t } from '../i18n/translate';
import Table from './Table';

const DOCUMENTED_PACKAGES = ['@mui/material', '@mui/system', '@mui/joy', '@base-ui/react', 'react', 'react-dom'] as const;

/** Version of an installed package; throws (failing the build) when it is not installed. */
function installedVersion(name: string, root = process.cwd()): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error(`node_modules/${name}/package.json has no version`);
  return manifest.version;
}

/** Server-rendered table for the versions page. */
export default function PackageVersions() {
  return (
    <Table label={t('versions.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('versions.package')}</th>
          <th scope="col">{t('versions.version')}</th>
        </tr>
      </thead>
      <tbody>
        {DOCUMENTED_PACKAGES.map((name) => (
          <tr key={name}>
            <td>
              <a href={`https://www.npmjs.com/package/${name}`} aria-label={t('versions.npm', { name })}>
                <code>{name}</code>
              </a>
            </td>
            <td>
              <code>{installedVersion(name)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
