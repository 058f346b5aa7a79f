'use client';
/**
 * The live part of a demo. Kept tiny on purpose: the demo runtime (MUI theme, Emotion, the demo
 * itself) is a separate chunk loaded when the demo mounts, so it never weighs on a page's first load.
 * An error boundary keeps a crashing demo (or an edited one that throws) inside its frame.
 */
import { Component, memo, Suspense, use, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { demoRuntime } from './demoLoader';
import type { DemoGate } from './demoGate';
import styles from './Demo.module.css';
import { useHydrated } from '../layout/useHydrated';


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
  /** Opens when the frame nears the viewport: until then the browser leaves the demo as the server rendered it. */
  gate: DemoGate;
  /** False for a demo marked client-only (demos/client-only.json): nothing in the HTML, rendered in the browser. */
  serverRendered: boolean;
  /** Called once the demo has hydrated or mounted (a stable function: it is a prop of the boundary). */
  onLive?: () => void;
}

/**
 * The demo runtime, its own chunk (src/demos/demoLoader.ts). In the browser it waits for the gate,
 * which opens once the runtime and the demo's module have loaded; on the server the demo renders at once.
 */
function GatedRuntime({ gate, ...props }: { gate: DemoGate; moduleId: string; component?: ComponentType; frameTitle?: string; onLive?: () => void }) {
  // Unconditional in the browser (an opened gate's promise is fulfilled and returns at once): React
  // matches the promises of a replayed render to its use() calls by position.
  if (typeof window !== 'undefined') use(gate.promise);
  const { default: DemoRuntime } = use(demoRuntime());
  return <DemoRuntime {...props} />;
}

/** The demo in its boundaries. Nothing here re-renders before the gate opens (no state, no store). */
function DemoBoundary({ moduleId, component, crashedLabel, crashedHint, frameTitle, gate, onLive }: Omit<LiveDemoProps, 'serverRendered'>) {
  return (
    <DemoErrorBoundary title={crashedLabel} hint={crashedHint}>
      <Suspense fallback={null}>
        <GatedRuntime gate={gate} moduleId={moduleId} component={component} frameTitle={frameTitle} onLive={onLive} />
      </Suspense>
    </DemoErrorBoundary>
  );
}

/** A client-only demo renders nothing on the server and during hydration (the frame keeps its space). */
function ClientOnlyDemo(props: Omit<LiveDemoProps, 'serverRendered'>) {
  const inBrowser = useHydrated();
  return inBrowser ? <DemoBoundary {...props} /> : null;
}

/**
 * Memoised: while a boundary is still the server's HTML, any render that reaches it (new children,
 * even equal ones) makes React drop that HTML and render it afresh, empty until the demo loads. So the
 * block's own re-renders (after hydration, on a preference change) stop here when the props are equal.
 */
const LiveDemo = memo(function LiveDemo({ serverRendered, ...props }: LiveDemoProps) {
  return serverRendered ? <DemoBoundary {...props} /> : <ClientOnlyDemo {...props} />;
});
export default LiveDemo;
