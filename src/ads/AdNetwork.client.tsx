'use client';
/** The ad network, in the configured mode: its script injected into the slot, or an ad read from its JSON feed. */
import { useEffect, useRef, useState } from 'react';
import AdDisplay from './AdDisplay';
import { impressionUrls, loadFeedAd, type FeedAd, type FeedOutcome } from './adFeed';
import styles from './Ad.module.css';

/**
 * Injects the network's script into a container of its own; the script then adds its element there.
 * An exception the script throws is rethrown while rendering, so the slot's error boundary treats it as
 * the ad crashing (SPEC §4: a crash event, nothing rendered). The script's errors are told apart from the
 * page's by their file or, for its first run, by being the current script.
 */
export function AdScript({ src }: { src: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.id = '_carbonads_js';
    const onError = (event: ErrorEvent) => {
      if (event.filename !== script.src && document.currentScript !== script) return;
      setFailure(event.error instanceof Error ? event.error : new Error(`The ad network's script failed: ${event.message}`));
    };
    window.addEventListener('error', onError);
    host.appendChild(script);
    return () => {
      window.removeEventListener('error', onError);
      host.replaceChildren();
    };
  }, [src]);
  if (failure) throw failure;
  return <div ref={container} className={styles.script} />;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
  return response.text();
}

/** Requests the impression and every tracking pixel once, as images (no script, no cookies sent along by us). */
function FeedAdView({ ad, adBy, network }: { ad: FeedAd; adBy: string; network: string }) {
  useEffect(() => {
    for (const url of impressionUrls(ad)) {
      const image = new Image();
      image.referrerPolicy = 'no-referrer-when-downgrade';
      image.src = url;
    }
  }, [ad]);
  return <AdDisplay network adBy={adBy} ad={{ link: ad.statlink, img: ad.image, name: ad.company, description: ad.description, poweredby: network, label: 'feed' }} />;
}

/** Loads the feed once; reports its outcome (a fallback means the slot shows an in-house ad). */
export function AdFeed({ url, adBy, network, onOutcome }: { url: string; adBy: string; network: string; onOutcome: (outcome: FeedOutcome) => void }) {
  const [ad, setAd] = useState<FeedAd | null>(null);
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });
  useEffect(() => {
    let live = true;
    void loadFeedAd(url, fetchText).then((outcome) => {
      if (!live) return;
      report.current(outcome);
      if (outcome.kind === 'ad') setAd(outcome.ad);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return ad ? <FeedAdView ad={ad} adBy={adBy} network={network} /> : null;
}
