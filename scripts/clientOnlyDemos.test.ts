import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientOnlyMarks, parseClientOnly, unknownClientOnlyNames } from './clientOnlyDemos';

describe('parseClientOnly', () => {
  it('reads each demo’s reason', () => {
    const marks = parseClientOnly('{ "demos": { "WindowSize": " reads window.innerWidth while rendering " } }', 'demos/client-only.json');
    expect([...marks]).toEqual([['WindowSize', 'reads window.innerWidth while rendering']]);
  });
  it('names the file and what is wrong', () => {
    expect(() => parseClientOnly('{ demos: ', 'a/demos/client-only.json')).toThrow(/^a\/demos\/client-only\.json: not valid JSON/);
    expect(() => parseClientOnly('["WindowSize"]', 'f.json')).toThrow('f.json: expected { "demos": { "DemoName": "why it renders in the browser only" } }.');
    expect(() => parseClientOnly('{ "demos": { "WindowSize": "" } }', 'f.json')).toThrow('f.json: demo "WindowSize" needs a reason (a non-empty string).');
  });
});

describe('clientOnlyMarks', () => {
  it('marks nothing in a folder without the file, and reads the file when there is one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-only-'));
    expect((await clientOnlyMarks(dir)).size).toBe(0);
    const other = mkdtempSync(path.join(tmpdir(), 'client-only-'));
    writeFileSync(path.join(other, 'client-only.json'), '{ "demos": { "A": "portal opened on mount" } }');
    expect((await clientOnlyMarks(other)).get('A')).toBe('portal opened on mount');
  });
});

describe('unknownClientOnlyNames', () => {
  it('reports a mark whose demo is not in the folder', () => {
    const marks = new Map([['Gone', 'x'], ['Here', 'y']]);
    expect(unknownClientOnlyNames(marks, new Set(['Here']), 'demos/client-only.json')).toEqual(['demos/client-only.json: "Gone" is not a demo of this folder.']);
  });
});
