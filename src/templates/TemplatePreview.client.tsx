'use client';
/**
 * A gallery card's preview: the template's exported page in light and, over its far half, in dark,
 * scaled down and inert. The two documents load only once the card nears the view: each is a whole
 * page laid out on the gallery's main thread, and all eighteen at once cost the gallery 0.75 s of
 * blocking time in Lighthouse's mobile run.
 */
import { useRef } from 'react';
import { useNearViewport } from '../demos/useNearViewport';
import styles from './TemplateGallery.module.css';

interface Frame {
  src: string;
  title: string;
}

export default function TemplatePreview({ light, dark }: { light: Frame; dark: Frame }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '200px 0px');
  return (
    <div ref={ref} className={styles.preview} inert data-loaded={near || undefined}>
      {near ? (
        <>
          <iframe className={styles.frame} src={light.src} title={light.title} tabIndex={-1} />
          <iframe className={`${styles.frame} ${styles.dark}`} src={dark.src} title={dark.title} tabIndex={-1} />
        </>
      ) : null}
    </div>
  );
}
