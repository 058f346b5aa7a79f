import { describe, expect, it } from 'vitest';
import { icoFromPngs } from './favicon';

const png = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe('icoFromPngs', () => {
  it('writes an icon directory whose entries point at each PNG in turn', () => {
    const ico = icoFromPngs([
      { size: 16, png: png(10, 1) },
      { size: 256, png: png(5, 2) },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    // First entry: 16 × 16, 32 bits, 10 bytes just after the directory (6 + 2 × 16).
    expect([ico[6], ico[7], view.getUint16(10, true), view.getUint16(12, true), view.getUint32(14, true), view.getUint32(18, true)]).toEqual([16, 16, 1, 32, 10, 38]);
    // Second entry: 256 is written as 0, and its PNG follows the first.
    expect([ico[22], ico[23], view.getUint32(30, true), view.getUint32(34, true)]).toEqual([0, 0, 5, 48]);
    expect(ico.byteLength).toBe(53);
    expect([...ico.slice(38, 48)]).toEqual(Array(10).fill(1));
    expect([...ico.slice(48)]).toEqual(Array(5).fill(2));
  });

  it('refuses an empty list and sizes an ICO cannot hold', () => {
    expect(() => icoFromPngs([])).toThrow(/at least one image/);
    expect(() => icoFromPngs([{ size: 300, png: png(1, 0) }])).toThrow(/1 to 256 pixels/);
    expect(() => icoFromPngs([{ size: 0, png: png(1, 0) }])).toThrow(/1 to 256 pixels/);
  });
});
