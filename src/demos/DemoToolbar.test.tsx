// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickEventFor, installClickTracking } from '../analytics/clickEvents';
import { getPreferences, SERVER_PREFERENCES, setCodeStyling, setCodeVariant, subscribePreferences } from './codePreferenceStore';
import type { DemoBlockLabels, DemoVariantInfo } from './demoBlockData';
import DemoToolbar from './DemoToolbar.client';

const labels = {
  toolbar: 'Switches demo code', stylings: { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' },
  stylingMenu: { system: 'Styling: MUI System', tailwind: 'Styling: Tailwind CSS', css: 'Styling: Plain CSS' },
  variant: 'Code language', variantTitles: { TS: 'TypeScript', JS: 'JavaScript' }, showCode: 'Show code', hideCode: 'Hide code',
  expandCode: 'Expand code', collapseCode: 'Collapse code', copySource: 'Copy the source', copied: 'Copied', announceCopied: 'Copied to the clipboard',
  resetFocus: 'Reset focus to test keyboard navigation', reset: 'Reset demo', edit: 'Edit code', stopEditing: 'Stop editing', more: 'See more',
  viewSource: 'View the source on GitHub', copyJsLink: 'Copy link to JavaScript source', copyTsLink: 'Copy link to TypeScript source', linkCopied: 'Link copied',
  stackblitz: 'Open in StackBlitz', codesandbox: 'Open in CodeSandbox',
} as DemoBlockLabels;

const variant = (styling: DemoVariantInfo['styling']): DemoVariantInfo => ({
  styling,
  label: styling === 'system' ? 'MUI System' : styling === 'tailwind' ? 'Tailwind' : 'CSS',
  moduleId: `base-ui/components/switch/demos/${styling}/Switches`,
  hasPreview: { TS: true, JS: true },
  sourceUrl: `https://github.com/mui/material-ui/blob/main/content/${styling}/Switches.tsx`,
  sources: { TS: 'export default function Switches() {}', JS: null },
  extraFiles: [],
});
const variants = [variant('system'), variant('tailwind'), variant('css')];

/** The toolbar with the state its demo block keeps: the panel, editing and the page's code preferences. */
function Harness() {
  const preferences = useSyncExternalStore(subscribePreferences, getPreferences, () => SERVER_PREFERENCES);
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const shown = variants.find((v) => v.label === preferences.codeStyling) ?? variants[0]!;
  return (
    <DemoToolbar
      name="Switches"
      labels={labels}
      variants={variants}
      variant={shown}
      codeVariant={preferences.codeVariant}
      panelId="panel"
      expanded={expanded}
      editing={editing}
      currentSource={() => shown.sources.TS}
      dependencies={{}}
      copiedMs={2000}
      onToggleCode={() => setExpanded((value) => !value)}
      onToggleEditing={() => setEditing((value) => !value)}
      onResetFocus={() => {}}
      onReset={() => {}}
      onIntent={() => {}}
    />
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const eventOf = (element: Element) => clickEventFor(element, () => 0);

describe('DemoToolbar analytics', () => {
  beforeEach(() => {
    setCodeVariant('TS', { persist: false });
    setCodeStyling('MUI System', { persist: false });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(async () => {}) } });
  });
  afterEach(cleanup);

  it('each control names its action and the demo; a switch carries the value it picks, and none for the current one', async () => {
    render(<Harness />);
    const demo = (eventAction: string, eventLabel: string) => ({ category: 'demo', params: { eventAction, eventLabel, demoName: 'Switches' } });
    expect(eventOf(button('JS'))).toEqual(demo('code_variant', 'JS'));
    expect(eventOf(button('TS'))).toBeNull();
    expect(eventOf(button('Expand code'))).toEqual(demo('code', 'expand'));
    expect(eventOf(button('Edit code'))).toEqual(demo('edit', 'start'));
    expect(eventOf(button('Copy the source'))).toEqual(demo('copy', 'Switches'));
    expect(eventOf(button('Reset focus to test keyboard navigation'))).toEqual(demo('reset_focus', 'Switches'));
    expect(eventOf(button('Reset demo'))).toEqual(demo('reset', 'Switches'));

    fireEvent.click(button('Styling: MUI System'));
    // The open menu's code loads on first use (DemoMenuPopup.client.tsx).
    const stylings = (await screen.findAllByRole('menuitemradio')).map((item) => eventOf(item));
    expect(stylings).toEqual([null, demo('styling', 'tailwind'), demo('styling', 'css')]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(button('See more'));
    expect((await screen.findAllByRole('menuitem')).map((item) => eventOf(item))).toEqual([
      demo('view_source', 'Switches'),
      demo('copy_link', 'JS'),
      demo('copy_link', 'TS'),
      demo('sandbox', 'stackblitz'),
      demo('sandbox', 'codesandbox'),
    ]);
  });

  it('the document listener reports what each click picks: a toggle its next state, a switch its new value', async () => {
    const send = vi.fn();
    const stop = installClickTracking(document, send, () => 0);
    try {
      render(<Harness />);
      fireEvent.click(button('Expand code'));
      fireEvent.click(button('Collapse code'));
      fireEvent.click(button('JS'));
      fireEvent.click(button('JS'));
      fireEvent.click(button('TS'));
      fireEvent.click(button('Edit code'));
      fireEvent.click(button('Stop editing'));
      fireEvent.click(button('Styling: MUI System'));
      fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Tailwind CSS' }));
      await act(async () => {
        fireEvent.click(button('Copy the source'));
      });
    } finally {
      stop();
    }
    expect(send.mock.calls.map(([category, params]) => [category, params.eventAction, params.eventLabel])).toEqual([
      ['demo', 'code', 'expand'],
      ['demo', 'code', 'collapse'],
      ['demo', 'code_variant', 'JS'],
      ['demo', 'code_variant', 'TS'],
      ['demo', 'edit', 'start'],
      ['demo', 'edit', 'stop'],
      ['demo', 'styling', 'tailwind'],
      ['demo', 'copy', 'Switches'],
    ]);
    expect(document.documentElement.getAttribute('data-code-styling')).toBe('tailwind');
  });
});
