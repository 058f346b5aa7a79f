'use client';
/**
 * An iframe demo (`<Demo name="…" iframe />`): the demo renders into an iframe of its own, so fixed and
 * sticky positioning, its own scroll container and window-anchored parts (a Snackbar, a fixed action
 * button) stay inside the frame instead of covering the page. The demo is still part of the page's
 * React tree (a portal into the frame's body), so it follows the reader's colour mode, direction,
 * density and theme live, like every other demo. Its height is fixed by the page (no layout shift).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { mirrorRootAttributes, mirrorStyles } from './frameDocument';
import styles from './Demo.module.css';

/** The frame's window, for demos that take a `window` prop to put their portals and listeners in the frame. */
export const DemoFrameWindow = createContext<Window | null>(null);

const FRAME_DOCUMENT = '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>';

export interface DemoFrameProps {
  /** Accessible name of the iframe. */
  title: string;
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}

export default function DemoFrame({ title, direction, children }: DemoFrameProps) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    const ready = () => {
      const doc = iframe.contentDocument;
      if (doc?.body && doc.readyState === 'complete') setFrameDocument(doc);
    };
    ready();
    iframe.addEventListener('load', ready);
    return () => iframe.removeEventListener('load', ready);
  }, []);

  useEffect(() => {
    if (!frameDocument) return;
    const stopStyles = mirrorStyles(document, frameDocument);
    const stopAttributes = mirrorRootAttributes(document, frameDocument, direction);
    return () => {
      stopStyles();
      stopAttributes();
    };
  }, [frameDocument, direction]);

  // Emotion writes this demo's styles into the frame's head; right to left flips them, as on the page.
  const cache = useMemo(
    () =>
      frameDocument
        ? createCache({ key: direction === 'rtl' ? 'frame-rtl' : 'frame', container: frameDocument.head, stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer] })
        : null,
    [frameDocument, direction],
  );

  return (
    <>
      <iframe ref={iframeRef} className={styles.iframe} title={title} srcDoc={FRAME_DOCUMENT} />
      {frameDocument && cache
        ? createPortal(
            <CacheProvider value={cache}>
              <DemoFrameWindow value={frameDocument.defaultView}>
                <div className={styles.frameBody}>{children}</div>
              </DemoFrameWindow>
            </CacheProvider>,
            frameDocument.body,
          )
        : null}
    </>
  );
}
