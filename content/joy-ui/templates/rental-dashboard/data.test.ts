import { describe, expect, it } from 'vitest';
import { MAP_BOUNDS, STAYS } from './data';
import { STAY_TYPES, projectToMap } from './listings';

describe('the rental fixtures', () => {
  it('have unique ids and titles (titles name the favourite buttons and map markers)', () => {
    expect(new Set(STAYS.map((s) => s.id)).size).toBe(STAYS.length);
    expect(new Set(STAYS.map((s) => s.title)).size).toBe(STAYS.length);
  });

  it('offer every type and use only the project images', () => {
    for (const type of STAY_TYPES)
      expect(STAYS.some((s) => s.type === type)).toBe(true);
    for (const s of STAYS)
      expect(s.image).toMatch(/^\/static\/images\/(rentals|scenes)\/[a-z-]+\.svg$/);
  });

  it('sit inside the map, with markers far enough apart to be pressed on a phone', () => {
    // In map units of 400 × 300: a price marker is about 70 wide and 40 high at phone size.
    const points = STAYS.map((s) =>
      projectToMap(s.coordinates, MAP_BOUNDS, 400, 300),
    );
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(40);
      expect(p.x).toBeLessThanOrEqual(360);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(280);
    }
    points.forEach((a, i) =>
      points.slice(i + 1).forEach((b) => {
        expect(Math.abs(a.x - b.x) >= 70 || Math.abs(a.y - b.y) >= 40).toBe(true);
      }),
    );
  });
});
