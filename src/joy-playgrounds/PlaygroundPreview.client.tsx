'use client';
/**
 * A playground's preview: the element rendered through the demo runtime and in Joy's demo provider,
 * so it sits in the same providers as every Joy demo of the page (Joy's theme following the site's
 * mode, the page's direction with the right-to-left Emotion cache). The runtime renders a fixed
 * component that reads the element from context: a control's change reaches the preview as a new
 * context value, and the runtime's providers are not rendered again.
 */
import { createContext, use, useMemo, type ReactNode } from 'react';
import JoyDemoProvider from '../demos/joy/JoyDemoProvider.client';
import { PLAYGROUND_MODULE_ID, type DemoRuntimeComponent } from './playgroundReady';
import styles from './JoyPlayground.module.css';

const PreviewElement = createContext<ReactNode>(null);

/** What the runtime renders: the playground's current element, in Joy's provider. */
function PreviewSlot() {
  return <JoyDemoProvider>{use(PreviewElement)}</JoyDemoProvider>;
}

export interface PlaygroundPreviewProps {
  DemoRuntime: DemoRuntimeComponent;
  element: ReactNode;
  label: string;
  /** The reserved height in pixels (the tallest state's), so no control moves what follows. */
  height: number;
  /** Said under the preview (how to show a tooltip). */
  hint?: string;
  /** The hint's element id (the preview is described by it). */
  hintId?: string;
}

export default function PlaygroundPreview({ DemoRuntime, element, label, height, hint, hintId }: PlaygroundPreviewProps) {
  const runtime = useMemo(() => <DemoRuntime moduleId={PLAYGROUND_MODULE_ID} component={PreviewSlot} />, [DemoRuntime]);
  return (
    <div className={styles.preview} role="group" aria-label={label} aria-describedby={hint ? hintId : undefined} data-joy-playground-preview="" style={{ minBlockSize: height }}>
      <PreviewElement value={element}>{runtime}</PreviewElement>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
