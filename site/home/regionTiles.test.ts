import { describe, expect, it } from 'vitest';
import { regionSeeds } from '../../server/db/seed/regions';
import { regionTiles, TILE_COLUMNS, TILE_ROWS, tileLevel } from './regionTiles';

describe('the region tile map', () => {
  it('has one tile per region, none sharing a cell, all on the grid', () => {
    const codes = regionTiles.map((t) => t.code).sort();
    expect(codes).toEqual(regionSeeds.map((r) => r.code).sort());
    const cells = new Set(regionTiles.map((t) => `${t.column}:${t.row}`));
    expect(cells.size).toBe(regionTiles.length);
    for (const t of regionTiles) {
      expect(t.column).toBeLessThan(TILE_COLUMNS);
      expect(t.row).toBeLessThan(TILE_ROWS);
    }
  });

  it('shades by the share of the largest count, none for no leads', () => {
    expect(tileLevel(0, 10)).toBe(0);
    expect(tileLevel(1, 100)).toBe(1);
    expect(tileLevel(50, 100)).toBe(2);
    expect(tileLevel(100, 100)).toBe(4);
  });
});
