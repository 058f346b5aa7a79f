'use client';
/** Crash containment (SPEC §4): an ad that throws while rendering sends a crash event and renders nothing. */
import { Component, type ReactNode } from 'react';
import { sendEvent } from '../analytics/gtag';
import { sendAdEvent, type SendEvent } from './adEvents';

interface Props {
  /** Analytics label of the ad inside. */
  label: string;
  children: ReactNode;
  /** Where the crash event goes; analytics' `sendEvent` unless a test passes its own. */
  send?: SendEvent;
  /** Told once the ad has crashed (the slot then shows nothing at all). */
  onCrash?: () => void;
}

/** Catches an ad's rendering error; give it a `key` per ad so the next ad starts clean. */
export default class AdErrorBoundary extends Component<Props, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(): void {
    sendAdEvent(this.props.send ?? sendEvent, 'crash', this.props.label);
    this.props.onCrash?.();
  }

  render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
