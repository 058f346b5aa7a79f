/**
 * `<SupportedPlatforms />` in MDX: what the installed @mui/material declares it needs (React, React DOM,
 * @types/react, Emotion and Node ranges from its package.json) and the browsers its shipped code can run
 * in, measured from the syntax of its ES modules at build time. Nothing here is a hand-kept number.
 */
import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { detectFeatures, syntaxRequirements, type BrowserVersions } from './syntaxFeatures';

const PACKAGE = '@mui/material';

interface Manifest {
  version: string;
  peerDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

function packageDir(): string {
  return path.join(process.cwd(), 'node_modules', PACKAGE);
}

function manifest(): Manifest {
  return JSON.parse(readFileSync(path.join(packageDir(), 'package.json'), 'utf8')) as Manifest;
}

let measured: { version: string; files: number; result: ReturnType<typeof syntaxRequirements> } | null = null;

/** Parses every ES module the package ships (its `.mjs` files); once per build. */
function measureSyntax(version: string) {
  if (measured?.version === version) return measured;
  const dir = packageDir();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mjs') && !file.split(path.sep).includes('node_modules'));
  if (files.length === 0) throw new Error(`<SupportedPlatforms>: ${PACKAGE} ships no .mjs files to measure; the package layout changed.`);
  const programs = files.map((file) => {
    try {
      return parse(readFileSync(path.join(dir, file), 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
    } catch (error) {
      throw new Error(`<SupportedPlatforms>: cannot parse ${PACKAGE}/${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  measured = { version, files: files.length, result: syntaxRequirements(detectFeatures(programs)) };
  return measured;
}

const BROWSER_NAMES: Record<keyof BrowserVersions, string> = { chrome: 'Chrome', edge: 'Edge', firefox: 'Firefox', safari: 'Safari' };

export default function SupportedPlatforms() {
  const pkg = manifest();
  const peers = pkg.peerDependencies ?? {};
  const requirement = (name: string) => {
    const range = peers[name];
    if (!range) throw new Error(`<SupportedPlatforms>: ${PACKAGE}@${pkg.version} no longer declares a peer dependency on ${name}; update the table.`);
    return range;
  };
  const node = pkg.engines?.node;
  if (!node) throw new Error(`<SupportedPlatforms>: ${PACKAGE}@${pkg.version} declares no engines.node.`);
  const syntax = measureSyntax(pkg.version);
  const rows: Array<[string, string, string]> = [
    ['React', requirement('react'), t('platforms.react')],
    ['React DOM', requirement('react-dom'), t('platforms.reactDom')],
    ['@types/react', requirement('@types/react'), t('platforms.types')],
    ['@emotion/react', requirement('@emotion/react'), t('platforms.emotion')],
    ['@emotion/styled', requirement('@emotion/styled'), t('platforms.emotion')],
    ['Node.js', node, t('platforms.node')],
  ];
  return (
    <>
      <Table label={t('platforms.label', { version: pkg.version })}>
        <thead>
          <tr>
            <th scope="col">{t('platforms.platform')}</th>
            <th scope="col">{t('platforms.range')}</th>
            <th scope="col">{t('platforms.why')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, range, why]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>
                <code>{range}</code>
              </td>
              <td>{why}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table label={t('platforms.browsersLabel', { version: pkg.version })}>
        <thead>
          <tr>
            <th scope="col">{t('platforms.browser')}</th>
            <th scope="col">{t('platforms.minimum')}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(BROWSER_NAMES) as Array<keyof BrowserVersions>).map((browser) => (
            <tr key={browser}>
              <td>{BROWSER_NAMES[browser]}</td>
              <td>{syntax.result.browsers[browser]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        {t('platforms.measured', {
          files: String(syntax.files),
          edition: String(syntax.result.edition),
          features: syntax.result.newest.map((feature) => feature.label).join(', '),
        })}
      </p>
    </>
  );
}
