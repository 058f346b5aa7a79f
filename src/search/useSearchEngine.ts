/** React state over `loadSearchEngine`: loading, ready (with the engine) or failed (with a retry). */
import { useCallback, useEffect, useState } from 'react';
import type { SearchEngine } from './engine';
import { loadSearchEngine } from './loadIndex';

export type EngineState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'error'; message: string };

/** Loads the engine when first used; `retry` starts a new load after a failure. */
export function useSearchEngine(): { state: EngineState; retry: () => void } {
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadSearchEngine().then(
      (engine) => live && setState({ status: 'ready', engine }),
      (error: unknown) => {
        // The reader sees a translated message; the cause goes to the console for whoever debugs it.
        console.error(error);
        if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
