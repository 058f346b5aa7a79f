/**
 * `<DeprecatedApis />` in MDX: every export and prop the section's packages mark `@deprecated` in their
 * type definitions, with the tag's text (which names the replacement), linked to the API row where one
 * exists. Generated from the API data; an empty list is said in words, not hidden.
 */
import 'server-only';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { loadApiSection } from './loadApiData.server';
import Markdown from './Markdown';
import type { ApiDeprecation, ApiSectionId } from './types';

function Name({ item }: { item: ApiDeprecation }) {
  const label = item.kind === 'prop' ? `${item.component ?? ''} ${item.name}` : item.name;
  const code = <code>{item.kind === 'prop' ? `${item.component ?? ''}.${item.name}` : item.name}</code>;
  return item.href ? (
    <a href={item.href} aria-label={t('deprecatedApis.open', { name: label })}>
      {code}
    </a>
  ) : (
    code
  );
}

export default async function DeprecatedApis({ section = 'material-ui' }: { section?: ApiSectionId }) {
  const { data } = await loadApiSection(section);
  const groups: Array<[string, ApiDeprecation[]]> = [
    [t('deprecatedApis.exports'), data.deprecated.filter((item) => item.kind === 'export')],
    [t('deprecatedApis.props'), data.deprecated.filter((item) => item.kind === 'prop')],
  ];
  return (
    <>
      <p>{t('deprecatedApis.summary', { count: String(data.deprecated.length), packages: [...new Set([data.packageName, ...data.deprecated.map((item) => item.packageName)])].join(', ') })}</p>
      {groups.map(([title, items]) =>
        items.length === 0 ? (
          <p key={title}>{t('deprecatedApis.none', { what: title.toLowerCase() })}</p>
        ) : (
          <Table key={title} label={title}>
            <thead>
              <tr>
                <th scope="col">{t('deprecatedApis.name')}</th>
                <th scope="col">{t('deprecatedApis.import')}</th>
                <th scope="col">{t('deprecatedApis.message')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.packageName}:${item.component ?? ''}:${item.name}`} data-deprecated={item.name}>
                  <td>
                    <Name item={item} />
                  </td>
                  <td>
                    <code>{item.importPath ?? item.packageName}</code>
                  </td>
                  <td>{item.message ? <Markdown text={item.message} /> : t('deprecatedApis.noReason')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ),
      )}
    </>
  );
}
