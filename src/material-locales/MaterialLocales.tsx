/**
 * `<MaterialLocales />` in MDX: every locale object the installed @mui/material/locale exports, with the
 * components each one translates, read from the module at build time. Nothing here is a hand-kept list.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as materialLocales from '@mui/material/locale';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { localeRows } from './localeRows';

function installedVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules', '@mui/material', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export default function MaterialLocales() {
  const rows = localeRows(materialLocales as unknown as Record<string, unknown>);
  if (rows.length === 0) throw new Error('<MaterialLocales>: @mui/material/locale exports no locale objects; the package layout changed.');
  // The components any locale translates: a row that has them all says so, so the gaps stand out.
  const all = new Set(rows.flatMap((row) => row.components));
  return (
    <Table label={t('materialLocales.label', { version: installedVersion(), count: String(rows.length) })}>
      <thead>
        <tr>
          <th scope="col">{t('materialLocales.export')}</th>
          <th scope="col">{t('materialLocales.language')}</th>
          <th scope="col">{t('materialLocales.components')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>
              {row.language} (<code>{row.tag}</code>)
            </td>
            <td>{row.components.length === 0 ? t('materialLocales.none') : row.components.length === all.size ? t('materialLocales.all', { count: String(all.size) }) : row.components.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
