'use client';
/**
 * The live part of a demo. Kept tiny on purpose: the demo runtime (MUI theme, Emotion, the demo
 * itself) is a separate chunk loaded when the demo mounts, so it never weighs on a page's first load.
 * An error boundary keeps a crashing demo (or an edited one that throws) inside its frame.
 */
import { Component, lazy, Suspense, useSyncExternalStore, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import styles from './Demo.module.css';

// Demos render in the browser only (below). Next compiles `typeof window` to a constant in each bundle,
// so the server bundle drops this import and with it every demo module: they are compiled once, for
// the browser, which keeps the build time of a site with hundreds of demos in check.
const DemoRuntime = lazy(() =>
  typeof window === 'undefined' ? Promise.reject(new Error('Demos render in the browser only.')) : import('./DemoRuntime.client'),
);
const noSubscription = () => () => {};

interface BoundaryProps {
  title: string;
  hint: string;
  children: ReactNode;
}

/** Shows the error in the frame; the parent remounts the boundary (new key) to try again. */
class DemoErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console with its component stack for whoever debugs the demo.
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={styles.crash}>
        <p className={styles.crashTitle}>{this.props.title}</p>
        <pre className={styles.crashMessage}>{error.message}</pre>
        <p className={styles.crashHint}>{this.props.hint}</p>
      </div>
    );
  }
}

export interface LiveDemoProps {
  /** The demo module's path under content/ without extension. */
  moduleId: string;
  /** An edited version to render instead of the module. */
  component?: ComponentType;
  crashedLabel: string;
  crashedHint: string;
  /** For an iframe demo: the frame's accessible name. */
  frameTitle?: string;
}

export default function LiveDemo({ moduleId, component, crashedLabel, crashedHint, frameTitle }: LiveDemoProps) {
  // Demos render in the browser only: their Emotion styles are not extracted at build time, and a
  // server render without them would flash unstyled. The frame keeps the space, so nothing shifts.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return null;
  return (
    <DemoErrorBoundary title={crashedLabel} hint={crashedHint}>
      <Suspense fallback={null}>
        <DemoRuntime moduleId={moduleId} component={component} frameTitle={frameTitle} />
      </Suspense>
    </DemoErrorBoundary>
  );
}
