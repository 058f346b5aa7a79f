/** The props, slots and classes blocks of an API page, built on ApiRows. Server-rendered. */
import { t } from '../i18n/translate';
import ApiRows, { type ApiRow } from './ApiRows';
import Markdown, { InlineMarkdown } from './Markdown';
import { linkTypeNames, rowId } from './typeLinks';
import type { ApiClass, ApiProp, ApiSlot } from './types';
import styles from './ApiReference.module.css';

export interface LinkContext {
  index: ReadonlyMap<string, string>;
  pathname: string;
}

/** A written type with the names documented elsewhere linked. */
export function TypeCode({ type, links }: { type: string; links: LinkContext }) {
  return (
    <code className={styles.type}>
      {linkTypeNames(type, links.index, links.pathname).map((part, index) =>
        // Parts of one type string keep their order; the position is their identity.
        typeof part === 'string' ? part : <a key={`${index}-${part.text}`} href={part.href}>{part.text}</a>,
      )}
    </code>
  );
}

function Deprecated({ reason }: { reason: string | null }) {
  if (reason === null) return null;
  return (
    <div className={styles.deprecated}>
      <strong>{t('api.deprecated')}</strong>
      {reason && <Markdown text={reason} />}
    </div>
  );
}

function propRow(prop: ApiProp, anchor: string, links: LinkContext): ApiRow {
  return {
    id: rowId('prop', prop.name, anchor),
    kind: 'prop',
    name: prop.name,
    badges: (
      <>
        {prop.required && <span className={styles.chip}>{t('api.required')}</span>}
        {prop.deprecated !== null && <span className={styles.chip}>{t('api.deprecated')}</span>}
      </>
    ),
    cells: [<TypeCode key="type" type={prop.type} links={links} />, prop.default === null ? '—' : <code key="default">{prop.default}</code>],
    description: (
      <>
        <Deprecated reason={prop.deprecated} />
        <Markdown text={prop.description} />
        {prop.signature && (
          <div className={styles.signature}>
            <p>
              <strong>{t('api.signature')}: </strong>
              <TypeCode type={prop.signature.type} links={links} />
            </p>
            <ul>
              {prop.signature.arguments.map((argument) => (
                <li key={argument.name}>
                  <code>{argument.name}</code>: <TypeCode type={argument.type} links={links} />
                  {argument.description && (
                    <>
                      {' '}
                      <InlineMarkdown text={argument.description} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </>
    ),
  };
}

/** The props block (`prop-<name>` anchors). */
export function PropsBlock({ props, anchor = '', links }: { props: readonly ApiProp[]; anchor?: string; links: LinkContext }) {
  if (props.length === 0) return <p>{t('api.noProps')}</p>;
  return <ApiRows kind="props" title={t('api.props')} columns={[t('api.colType'), t('api.colDefault')]} rows={props.map((prop) => propRow(prop, anchor, links))} />;
}

/** The slots block (`slot-<name>` anchors). */
export function SlotsBlock({ slots }: { slots: readonly ApiSlot[] }) {
  const rows = slots.map((slot): ApiRow => ({
    id: rowId('slot', slot.name),
    kind: 'slot',
    name: slot.name,
    cells: [slot.default === null ? '—' : <code key="default">{slot.default}</code>],
    description: <Markdown text={slot.description} />,
  }));
  return <ApiRows kind="slots" title={t('api.slots')} columns={[t('api.colDefault')]} rows={rows} />;
}

/** The CSS classes block (`classes-<key>` anchors). */
export function ClassesBlock({ classes }: { classes: readonly ApiClass[] }) {
  const rows = classes.map((item): ApiRow => ({
    id: rowId('class', item.key),
    kind: 'class',
    name: item.key,
    badges: item.deprecated !== null && <span className={styles.chip}>{t('api.deprecated')}</span>,
    cells: [item.className === null ? '—' : <code key="class">.{item.className}</code>],
    description: (
      <>
        <Deprecated reason={item.deprecated} />
        <Markdown text={item.description} />
      </>
    ),
  }));
  return <ApiRows kind="classes" title={t('api.cssClasses')} columns={[t('api.colClassName')]} rows={rows} />;
}
