/** The body of a Base UI components-api / hooks-api tab page: each part (or hook) with its props. */
import { t } from '../i18n/translate';
import { PropsBlock, TypeCode, type LinkContext } from './ApiBlocks';
import { Demos, Heading, ImportLines } from './ApiReference';
import Markdown from './Markdown';
import type { ApiComponent, ApiDemoLink, ApiHook } from './types';
import styles from './ApiReference.module.css';

export interface PartsReferenceProps {
  name: string;
  demos: readonly ApiDemoLink[];
  parts: readonly ApiComponent[];
  hooks: readonly ApiHook[];
  links: LinkContext;
}

/** Demos and Import once, then one section per part (anchored `<namespace>-<part>`) or hook. */
export default function PartsReference({ name, demos, parts, hooks, links }: PartsReferenceProps) {
  const imports = parts[0]?.imports ?? hooks[0]?.imports ?? [];
  return (
    <>
      <Heading id="demos">{t('api.demos')}</Heading>
      <Demos name={name} demos={demos} />
      <Heading id="import">{t('api.import')}</Heading>
      <ImportLines imports={imports} size={parts[0]?.bundleSize} />
      {parts.map((part) => (
        <section key={part.name} aria-labelledby={part.anchor}>
          <Heading id={part.anchor}>{part.name}</Heading>
          <Markdown text={part.description} />
          <PropsBlock props={part.props} anchor={part.anchor} links={links} />
          <p className={styles.note}>{part.forwardsRef ? t('api.ref') : t('api.noRef')}</p>
        </section>
      ))}
      {hooks.map((hook) => (
        <section key={hook.name} aria-labelledby={hook.name}>
          <Heading id={hook.name}>{hook.name}</Heading>
          <Markdown text={hook.description} />
          <PropsBlock props={hook.parameters} anchor={hook.name} links={links} />
          <p>
            <strong>{t('api.hookReturns')}: </strong>
            <TypeCode type={hook.returns} links={links} />
          </p>
        </section>
      ))}
    </>
  );
}
