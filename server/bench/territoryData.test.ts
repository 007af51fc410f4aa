import { describe, expect, it } from 'vitest';
import { weightedSql } from './leadsData';
import { settlementName } from './territoryData';

// The pure helpers of the territory benchmark's data (the benchmark itself never runs in tests).
describe('territory bench data', () => {
  it('builds settlement names the way Russian village names are built', () => {
    expect(settlementName(0, 0, 0)).toBe('Ивановка');
    expect(settlementName(0, 7, 2)).toBe('Берёзовское');
    expect(settlementName(4, 0, 1)).toBe('Новоиваново');
    expect(settlementName(6, 6, 0)).toBe('Верхнепокровка');
  });

  it('turns weights into a CASE over one random number', () => {
    expect(
      weightedSql('r', [
        ['a', 25],
        ['b', 75],
      ]),
    ).toBe("CASE WHEN r < 0.2500 THEN 'a' WHEN r < 1.0000 THEN 'b' ELSE 'b' END");
  });
});
