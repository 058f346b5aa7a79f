import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillMessage } from './errorMessage';
import { collectErrorCodes, extractErrorCodes, muiPackages } from './extractErrorCodes';

describe('extractErrorCodes', () => {
  it('reads concatenated, template and plain messages with their codes', () => {
    const source = [
      'throw new Error(process.env.NODE_ENV !== "production" ? "MUI: a " + "b" : (0, _formatMuiErrorMessage.default)(1));',
      'throw new Error(process.env.NODE_ENV !== "production" ? `MUI: bad ${color} color` : _formatMuiErrorMessage(9, color));',
      'throw new Error(process.env.NODE_ENV !== "production" ? "x" + name + "y" : formatMuiErrorMessage(12, name));',
      'throw new Error("not coded");',
    ].join('\n');
    expect(extractErrorCodes(source)).toEqual([[1, 'MUI: a b'], [9, 'MUI: bad %s color'], [12, 'x%sy']]);
  });
});

describe('error codes of the installed libraries', () => {
  it('derives codes from @mui packages, and every code resolves to a full message', async () => {
    const codes = await collectErrorCodes(await muiPackages(path.resolve('node_modules')));
    const entries = Object.entries(codes);
    expect(entries.length).toBeGreaterThan(10);
    for (const [code, message] of entries) {
      expect(code).toMatch(/^\d+$/);
      expect(message.startsWith('MUI')).toBe(true);
      expect(fillMessage(message, []).length).toBeGreaterThan(0);
    }
    // @mui/material 9 throws code 9 for an unsupported colour, with the colour as its one argument.
    expect(codes['9']).toMatch(/^MUI: Unsupported `%s` color\./);
    expect(await readFile(path.resolve('node_modules/@mui/system/colorManipulator/colorManipulator.js'), 'utf8')).toContain('(9, color)');
    // It reads every JavaScript file of every @mui package: seconds when the disk cache is cold.
  }, 60_000);
});
