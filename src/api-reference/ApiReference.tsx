/**
 * The body of a component's API page, in the order readers scan it: Demos, Import, Props,
 * Inheritance, Theme default props, Slots, CSS classes. Server-rendered; the only client code is the
 * layout switch of each block.
 */
import { t } from '../i18n/translate';
import { ClassesBlock, PropsBlock, SlotsBlock, type LinkContext } from './ApiBlocks';
import Markdown from './Markdown';
import { formatKilobytes } from './bundleSize';
import type { ApiComponent, ApiDemoLink } from './types';
import styles from './ApiReference.module.css';

/** A section heading with its anchor link, like the MDX headings. */
export function Heading({ id, children, level = 2 }: { id: string; children: string; level?: 2 | 3 }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id}>
      {children}
      <a className="heading-anchor" href={`#${id}`} aria-label={t('heading.anchor', { title: children })}>
        #
      </a>
    </Tag>
  );
}

/** The guide pages that show a component, or a sentence saying there are none yet. */
export function Demos({ name, demos }: { name: string; demos: readonly ApiDemoLink[] }) {
  if (demos.length === 0) return <p>{t('api.noDemos', { name })}</p>;
  return (
    <ul>
      {demos.map((demo) => (
        <li key={demo.pathname}>
          <a href={demo.pathname}>{demo.title}</a>
        </li>
      ))}
    </ul>
  );
}

/** The path import and the named import, as a code block, and what the path import costs an app. */
export function ImportLines({ imports, size }: { imports: readonly string[]; size?: ApiComponent['bundleSize'] }) {
  return (
    <>
      <pre className={styles.code}>
        <code>{imports.join('\n')}</code>
      </pre>
      {size ? (
        <p className={styles.note} data-bundle-size="">
          {t('api.bundleSize', { minified: formatKilobytes(size.minified), gzip: formatKilobytes(size.gzip), package: `${size.packageName} ${size.version}` })}
        </p>
      ) : null}
    </>
  );
}

/** Every section of one component's API page. */
export default function ApiReference({ component, links }: { component: ApiComponent; links: LinkContext }) {
  return (
    <>
      <Markdown text={component.description} />
      <Heading id="demos">{t('api.demos')}</Heading>
      <Demos name={component.name} demos={component.demos} />
      <Heading id="import">{t('api.import')}</Heading>
      <ImportLines imports={component.imports} size={component.bundleSize} />
      <Heading id="props">{t('api.props')}</Heading>
      <PropsBlock props={component.props} links={links} />
      <p className={styles.note}>{component.forwardsRef ? t('api.ref') : t('api.noRef')}</p>
      {component.inheritance && (
        <>
          <Heading id="inheritance">{t('api.inheritance')}</Heading>
          <p>
            {component.inheritance.pathname ? (
              <a href={component.inheritance.pathname}>
                <code>{component.inheritance.component}</code>
              </a>
            ) : (
              <code>{component.inheritance.component}</code>
            )}{' '}
            — {t('api.inheritanceNote', { component: component.inheritance.component, name: component.name })}
          </p>
        </>
      )}
      {component.themeDefaultProps && (
        <>
          <Heading id="theme-default-props">{t('api.themeDefaultProps')}</Heading>
          <p>
            <code>{component.themeDefaultProps}</code> — {t('api.themeDefaultPropsNote', { key: component.themeDefaultProps, name: component.name })}
          </p>
        </>
      )}
      {component.slots.length > 0 && (
        <>
          <Heading id="slots">{t('api.slots')}</Heading>
          <SlotsBlock slots={component.slots} />
        </>
      )}
      {component.classes.length > 0 && (
        <>
          <Heading id="css-classes">{t('api.cssClasses')}</Heading>
          <ClassesBlock classes={component.classes} />
        </>
      )}
    </>
  );
}
