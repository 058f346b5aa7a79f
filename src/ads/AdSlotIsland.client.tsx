'use client';
/**
 * The ad slot's behaviour: bots get an empty span; without a configured network the slot shows an
 * in-house ad; otherwise the network is tried and detection (`adChoice.ts`) decides what shows.
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDocsConfig } from '../config/DocsProvider.client';
import { sendEvent } from '../analytics/gtag';
import { useAdConfig } from './AdContext.client';
import AdDisplay from './AdDisplay';
import AdErrorBoundary from './AdErrorBoundary.client';
import { isBot, startAdDetection, type AdChoice, type NetworkProbe } from './adChoice';
import { scheduleDisplayEvent } from './adEvents';
import type { FeedOutcome } from './adFeed';
import { pickIndex, type AdRecord } from './inHouseAds';
import styles from './Ad.module.css';
import { subscribeNever } from '../layout/useHydrated';

/** Texts made on the server (translated there, so no translation table ships to the browser). */
export interface AdSlotStrings {
  adBy: string;
  network: string;
  whitelistTitle: string;
  whitelistDescription: string;
  /** The five in-house ads, translated, in `IN_HOUSE_ADS` order. */
  inHouse: readonly AdRecord[];
}

type SlotState = { kind: 'unknown' } | { kind: 'bot' } | { kind: 'in-house-only' } | { kind: 'network'; choice: AdChoice };

/** What only the browser knows, drawn once per page load: whether the reader is a bot, and the in-house pick. */
interface ClientFacts {
  bot: boolean;
  pickDraw: number;
}
let clientFacts: ClientFacts | undefined;
const readClientFacts = () => (clientFacts ??= { bot: isBot(navigator.userAgent), pickDraw: Math.random() });

// The network code is fetched only when a network is configured and the reader is not a bot.
const AdFeed = lazy(() => import('./AdNetwork.client').then((module) => ({ default: module.AdFeed })));
const AdScript = lazy(() => import('./AdNetwork.client').then((module) => ({ default: module.AdScript })));

const BROWSER_TIMERS = { setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms), clearTimeout: (handle: unknown) => window.clearTimeout(handle as number) };

/** The analytics label of what the slot shows, or `null` while nothing shows. */
function labelOf(state: SlotState, mode: 'feed' | 'script'): string | null {
  if (state.kind === 'in-house-only') return 'in-house';
  if (state.kind !== 'network') return null;
  const labels: Record<AdChoice, string | null> = { pending: null, network: mode, 'network-fallback': 'in-house-fallback', 'blocker-whitelist': 'whitelist', 'blocker-in-house': 'in-house-blocker' };
  return labels[state.choice];
}

/** The slot island; the in-house ad and the blocker split are drawn once per page load. */
export default function AdSlotIsland({ strings }: { strings: AdSlotStrings }) {
  const { adConfig } = useDocsConfig();
  const { displayRatio } = useAdConfig();
  const { feedUrl, scriptUrl } = adConfig;
  const mode = scriptUrl ? 'script' : 'feed';
  const hasNetwork = Boolean(scriptUrl || feedUrl);
  // null on the server and during hydration, so the HTML is the same for everyone (an empty, reserved slot).
  const facts = useSyncExternalStore(subscribeNever, readClientFacts, () => null);
  const [choice, setChoice] = useState<AdChoice>('pending');
  // Once the network's ad has crashed the slot shows nothing (SPEC §4), not even an in-house ad.
  const [crashed, setCrashed] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const feedOutcome = useRef<FeedOutcome | null>(null);
  const detect = facts !== null && !facts.bot && hasNetwork && !crashed;

  useEffect(() => {
    if (!detect) return;
    const probe = (): NetworkProbe => {
      if (feedOutcome.current?.kind === 'fallback' || slot.current?.querySelector('[data-ad-network-fallback]')) return 'fallback';
      return slot.current?.querySelector('[data-ad-network], #carbonads') ? 'ad' : null;
    };
    return startAdDetection({ probe, random: Math.random, timers: BROWSER_TIMERS, onChoice: setChoice });
  }, [detect]);

  const state: SlotState = facts === null ? { kind: 'unknown' } : facts.bot ? { kind: 'bot' } : hasNetwork ? { kind: 'network', choice } : { kind: 'in-house-only' };
  const label = crashed ? null : labelOf(state, mode);
  useEffect(() => {
    if (label === null) return;
    return scheduleDisplayEvent({ label, displayRatio, random: Math.random, timers: BROWSER_TIMERS, send: sendEvent });
  }, [label, displayRatio]);

  const inHouse = facts ? strings.inHouse[pickIndex(facts.pickDraw, strings.inHouse.length)] : undefined;
  let shown = null;
  if (crashed) shown = null;
  else if (state.kind === 'bot') shown = <span />;
  else if (state.kind === 'network' && choice === 'blocker-whitelist')
    shown = (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{strings.whitelistTitle}</p>
        <p className={styles.messageText}>{strings.whitelistDescription}</p>
      </div>
    );
  else if (label !== null && label !== mode && inHouse) shown = <AdDisplay ad={{ ...inHouse, label }} adBy={strings.adBy} />;

  return (
    <div ref={slot} className={styles.slot} data-ad-slot={crashed ? 'crashed' : (label ?? (state.kind === 'network' ? 'pending' : state.kind))}>
      {shown && label !== null ? (
        <AdErrorBoundary key={label} label={label}>
          {shown}
        </AdErrorBoundary>
      ) : (
        shown
      )}
      {state.kind === 'network' && (
        // The network stays mounted while another choice shows, so its element appearing late still wins.
        <div hidden={choice !== 'network'} className={styles.script}>
          <AdErrorBoundary label={mode} onCrash={() => setCrashed(true)}>
            <Suspense fallback={null}>
            {scriptUrl ? (
              <AdScript src={scriptUrl} />
            ) : feedUrl ? (
              <AdFeed url={feedUrl} adBy={strings.adBy} network={strings.network} onOutcome={(outcome) => (feedOutcome.current = outcome)} />
            ) : null}
            </Suspense>
          </AdErrorBoundary>
        </div>
      )}
    </div>
  );
}
