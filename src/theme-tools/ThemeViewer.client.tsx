'use client';
/**
 * The default theme viewer: the library's default theme (light or dark), read at build time, as an
 * expandable tree. Searching by key or value opens the branches that match; colours show a swatch;
 * each node's path (`theme.palette.primary.main`) can be copied. Plain HTML disclosure buttons, so it
 * works with the keyboard and a screen reader without a tree widget's key map to learn.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CODE_BLOCK_COPIED_MS, createCopyController } from '../code-block/copy';
import { t } from '../i18n/translate';
import { swatchColor } from './joyThemeTree';
import { branchPaths, formatLeaf, matchingPaths, type ThemeNode } from './themeTree';
import type { ThemeToolProps } from './ThemeTool.client';
import styles from './ThemeTools.module.css';

type Scheme = 'light' | 'dark';

interface TreeContext {
  query: string;
  matches: Set<string> | null;
  open: Set<string>;
  toggle: (path: string) => void;
  copiedPath: string | null;
  copy: (path: string) => void;
  idPrefix: string;
}

function childrenOf(node: ThemeNode): Array<[string, ThemeNode]> {
  return node !== null && typeof node === 'object' ? Object.entries(node) : [];
}

function CopyPath({ path, context }: { path: string; context: TreeContext }) {
  const copied = context.copiedPath === path;
  const full = `theme.${path}`;
  return (
    <button type="button" className={styles.copyPath} aria-label={copied ? t('themeTools.pathCopied', { path: full }) : t('themeTools.copyPath', { path: full })} onClick={() => context.copy(full)}>
      {copied ? t('copy.copied') : t('themeTools.copyPathShort')}
    </button>
  );
}

function TreeNode({ name, path, node, context }: { name: string; path: string; node: ThemeNode; context: TreeContext }) {
  if (context.matches && !context.matches.has(path)) return null;
  const children = childrenOf(node);
  if (children.length === 0) {
    const value = node !== null && typeof node === 'object' ? (Array.isArray(node) ? '[]' : '{}') : formatLeaf(node);
    const swatch = swatchColor(value);
    return (
      <li className={styles.leaf}>
        <code className={styles.key}>{name}</code>
        <span className={styles.value}>
          {swatch ? <span className={styles.swatch} style={{ background: swatch }} aria-hidden /> : null}
          <code>{typeof node === 'string' ? `'${value}'` : value}</code>
        </span>
        <CopyPath path={path} context={context} />
      </li>
    );
  }
  // While searching, every branch on the way to a match is open.
  const open = context.matches ? true : context.open.has(path);
  const listId = `${context.idPrefix}-${path.replace(/[^\w-]/g, '_')}`;
  return (
    <li className={styles.branch}>
      <button type="button" className={styles.disclosure} aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => context.toggle(path)} disabled={context.matches !== null}>
        <span className={styles.chevron} aria-hidden>
          ▸
        </span>
        <code className={styles.key}>{name}</code>
        <span className={styles.count}>{t(Array.isArray(node) ? 'themeTools.items' : 'themeTools.keys', { count: String(children.length) })}</span>
      </button>
      <CopyPath path={path} context={context} />
      {open ? (
        <ul id={listId} className={styles.tree}>
          {children.map(([key, child]) => (
            <TreeNode key={key} name={key} path={`${path}.${key}`} node={child} context={context} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export default function ThemeViewer({ themes }: ThemeToolProps) {
  const idPrefix = useId();
  const [scheme, setScheme] = useState<Scheme>('light');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => new Set(['palette']));
  const [copiedPath, setCopiedPath] = useState<string | null>(null);
  const controller = useRef<ReturnType<typeof createCopyController>>(null);
  const lastCopied = useRef<string | null>(null);

  useEffect(() => {
    const current = createCopyController({
      resetAfterMs: CODE_BLOCK_COPIED_MS,
      writeText: (text) => navigator.clipboard.writeText(text),
      onChange: (copied) => setCopiedPath(copied ? (lastCopied.current?.replace(/^theme\./, '') ?? null) : null),
    });
    controller.current = current;
    return () => current.dispose();
  }, []);

  const tree = themes[scheme];
  const matches = useMemo(() => (query.trim() ? matchingPaths(tree, query) : null), [tree, query]);
  const matchCount = matches ? [...matches].filter((path) => path !== '').length : 0;
  const topLevel = childrenOf(tree);
  const context: TreeContext = {
    query,
    matches,
    open,
    toggle: (path) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(path)) next.delete(path);
        else next.add(path);
        return next;
      }),
    copiedPath,
    copy: (path) => {
      lastCopied.current = path;
      void controller.current?.copy(path);
    },
    idPrefix,
  };

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <fieldset className={styles.inlineFieldset}>
          <legend>{t('themeTools.scheme')}</legend>
          {(['light', 'dark'] as const).map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" name={`${idPrefix}-scheme`} value={value} checked={scheme === value} onChange={() => setScheme(value)} />
              {t(value === 'light' ? 'themeTools.light' : 'themeTools.dark')}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          {t('themeTools.searchTheme')}
          <input
            type="search"
            className={styles.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                event.preventDefault();
                setQuery('');
              }
            }}
          />
        </label>
        <button type="button" className={styles.button} disabled={matches !== null} onClick={() => setOpen(new Set(branchPaths(tree)))}>
          {t('themeTools.expandAll')}
        </button>
        <button type="button" className={styles.button} disabled={matches !== null} onClick={() => setOpen(new Set())}>
          {t('themeTools.collapseAll')}
        </button>
      </div>
      <p className={styles.status} role="status">
        {matches ? (matchCount === 0 ? t('themeTools.noMatch', { query: query.trim() }) : t('themeTools.matches', { count: String(matchCount) })) : ''}
      </p>
      <div className={styles.treeScroller} role="region" aria-label={t(scheme === 'light' ? 'themeTools.treeLight' : 'themeTools.treeDark')} tabIndex={0}>
        <ul className={styles.tree}>
          {topLevel.map(([key, node]) => (
            <TreeNode key={`${scheme}-${key}`} name={key} path={key} node={node} context={context} />
          ))}
        </ul>
      </div>
    </div>
  );
}
