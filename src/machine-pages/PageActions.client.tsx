'use client';
/**
 * "Copy page" beside a docs page's title: copies the page's Markdown (`<path>.md`, made at build time by
 * scripts/markdownPages.ts) with the code blocks' copy behaviour and timing (Copied for
 * CODE_BLOCK_COPIED_MS, announced), and a menu beside it that opens the Markdown or /llms.txt. The
 * file is fetched once, starting when the pointer or focus reaches the button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createCopyController } from '../code-block/copy';
import DemoMenu from '../demos/DemoMenu.client';
import styles from './PageActions.module.css';

export interface PageActionsLabels {
  copyPage: string;
  copied: string;
  announceCopied: string;
  copyFailed: string;
  more: string;
  viewMarkdown: string;
  llmsTxt: string;
}

/** The button icons, rendered on the server so the icon set stays out of the browser's code. */
export interface PageActionsIcons {
  copy: ReactNode;
  copied: ReactNode;
  more: ReactNode;
}

export interface PageActionsProps {
  markdownUrl: string;
  copiedMs: number;
  labels: PageActionsLabels;
  icons: PageActionsIcons;
}

const requests = new Map<string, Promise<string>>();

/** The Markdown at `url`, fetched once per page view (a failure is forgotten, so a retry fetches again). */
export function fetchMarkdown(url: string): Promise<string> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

export default function PageActions({ markdownUrl, copiedMs, labels, icons }: PageActionsProps) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const controller = useRef<ReturnType<typeof createCopyController>>(null);

  useEffect(() => {
    const created = createCopyController({ resetAfterMs: copiedMs, writeText: (text) => navigator.clipboard.writeText(text), onChange: setCopied });
    controller.current = created;
    return () => created.dispose();
  }, [copiedMs]);

  const prefetch = () => void fetchMarkdown(markdownUrl).catch(() => {});
  const copy = async () => {
    setFailed(false);
    try {
      await controller.current?.copy(await fetchMarkdown(markdownUrl));
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={styles.actions} onPointerEnter={prefetch} onFocus={prefetch}>
      <button type="button" className={styles.copy} data-copied={copied || undefined} onClick={() => void copy()}>
        {copied ? icons.copied : icons.copy}
        <span>{copied ? labels.copied : labels.copyPage}</span>
      </button>
      <DemoMenu
        label={labels.more}
        button={icons.more}
        buttonClassName={styles.more}
        items={[
          { key: 'markdown', label: labels.viewMarkdown, href: markdownUrl },
          { key: 'llms', label: labels.llmsTxt, href: '/llms.txt' },
        ]}
      />
      <span className={styles.visuallyHidden} role="status">
        {copied ? labels.announceCopied : failed ? labels.copyFailed : ''}
      </span>
    </div>
  );
}
