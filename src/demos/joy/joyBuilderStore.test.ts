// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JOY_BUILDER_STORAGE_KEY, rampFromHex, type JoyBuilderState } from '../../theme-tools/joyBuilder';
import { JOY_BUILDER_CSS_KEY, JOY_BUILDER_CSS_PATTERN, joyBuilderScript } from './joyBuilderScript';
import { applyJoyBuilderState, followJoyBuilderStylesheet, getJoyBuilderState, JOY_BUILDER_STYLE_ID, resetJoyBuilder, resetJoyBuilderStoreForTests, subscribeJoyBuilder } from './joyBuilderStore';

const teal: JoyBuilderState = { primary: { choice: { kind: 'hex', hex: '#00897b' }, ramp: rampFromHex('#00897b') } };

function styleText(): string | null {
  return document.getElementById(JOY_BUILDER_STYLE_ID)?.textContent ?? null;
}

beforeEach(() => {
  localStorage.clear();
  document.getElementById(JOY_BUILDER_STYLE_ID)?.remove();
  resetJoyBuilderStoreForTests();
});

describe('the Joy theme builder store', () => {
  it('starts from nothing applied, and stores what is applied for every page', () => {
    expect(getJoyBuilderState()).toEqual({});
    applyJoyBuilderState(teal);
    expect(JSON.parse(localStorage.getItem(JOY_BUILDER_STORAGE_KEY)!)).toEqual(teal);
    resetJoyBuilderStoreForTests();
    expect(getJoyBuilderState()).toEqual(teal);
  });

  it('reset removes the stored key', () => {
    applyJoyBuilderState(teal);
    resetJoyBuilder();
    expect(localStorage.getItem(JOY_BUILDER_STORAGE_KEY)).toBeNull();
    expect(getJoyBuilderState()).toEqual({});
  });

  it('ignores bad storage with a warning, and applies nothing from it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(JOY_BUILDER_STORAGE_KEY, '{"primary":{"choice":{"kind":"hex","hex":"#000000"},"ramp":{"500":"red}"}}}');
    followJoyBuilderStylesheet();
    expect(getJoyBuilderState()).toEqual({});
    expect(styleText()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Joy theme builder: "primary" needs a choice/));
  });

  it('keeps one stylesheet in <head> in step: written on apply, rewritten on change, removed on reset', () => {
    followJoyBuilderStylesheet();
    followJoyBuilderStylesheet();
    expect(styleText()).toBeNull();
    applyJoyBuilderState(teal);
    expect(document.head.querySelectorAll(`#${JOY_BUILDER_STYLE_ID}`)).toHaveLength(1);
    expect(styleText()).toContain('--joy-palette-primary-500:#00897b;');
    applyJoyBuilderState({ danger: { choice: { kind: 'hex', hex: '#c62828' }, ramp: rampFromHex('#c62828') } });
    expect(styleText()).toContain('--joy-palette-danger-500:#c62828;');
    expect(styleText()).not.toContain('--joy-palette-primary-');
    resetJoyBuilder();
    expect(styleText()).toBeNull();
  });

  it('follows another tab', () => {
    followJoyBuilderStylesheet();
    const listener = vi.fn();
    subscribeJoyBuilder(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: JOY_BUILDER_STORAGE_KEY, newValue: JSON.stringify(teal), storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getJoyBuilderState()).toEqual(teal);
    expect(styleText()).toContain('--joy-palette-primary-500:#00897b;');
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect(styleText()).toBeNull();
  });
});

describe('the pre-paint script', () => {
  function runScript() {
    // The inline script as the page runs it: its serialized text, evaluated.
    new Function(joyBuilderScript())();
  }

  it('lays the stored stylesheet over Joy’s variables before any React code, and the store then owns it', () => {
    applyJoyBuilderState(teal);
    expect(localStorage.getItem(JOY_BUILDER_CSS_KEY)).toMatch(new RegExp(JOY_BUILDER_CSS_PATTERN));
    runScript();
    expect(styleText()).toContain('--joy-palette-primary-500:#00897b;');
    runScript();
    expect(document.head.querySelectorAll(`#${JOY_BUILDER_STYLE_ID}`)).toHaveLength(1);
    followJoyBuilderStylesheet();
    resetJoyBuilder();
    expect(styleText()).toBeNull();
    expect(localStorage.getItem(JOY_BUILDER_CSS_KEY)).toBeNull();
  });

  it('ignores stored text that is not the builder’s shape', () => {
    for (const css of [':root:root{color:red}:root:root.dark{}', ':root:root{--joy-palette-primary-500:red}</style><script>x()</script>{}', 'body{display:none}']) {
      localStorage.setItem(JOY_BUILDER_CSS_KEY, css);
      runScript();
      expect(styleText(), css).toBeNull();
    }
  });
});
