/**
 * A tile map of Russia's 89 regions (the codes of server/db/seed/regions.ts): one square per
 * region on a 17 × 12 grid, placed roughly where the region lies (north up, west left). A
 * schematic, not geography: every region gets the same area, so small regions stay readable
 * and nothing heavy (no shapes, no geo library) is loaded.
 */
export const TILE_COLUMNS = 17;
export const TILE_ROWS = 12;

/** Each row, west to east: [column, region code]. */
const rows: [number, string][][] = [
  [
    [3, '51'],
    [16, '87'],
  ],
  [
    [3, '10'],
    [5, '29'],
    [6, '83'],
    [9, '89'],
    [13, '14'],
    [15, '49'],
    [16, '41'],
  ],
  [
    [1, '78'],
    [2, '47'],
    [4, '35'],
    [6, '11'],
    [9, '86'],
    [11, '70'],
    [12, '24'],
    [14, '28'],
    [15, '27'],
    [16, '65'],
  ],
  [
    [0, '39'],
    [1, '60'],
    [2, '53'],
    [3, '69'],
    [4, '76'],
    [5, '44'],
    [6, '43'],
    [7, '59'],
    [8, '66'],
    [9, '72'],
    [10, '55'],
    [11, '54'],
    [12, '42'],
    [13, '38'],
    [14, '75'],
    [15, '79'],
  ],
  [
    [1, '67'],
    [2, '50'],
    [3, '77'],
    [4, '33'],
    [5, '37'],
    [6, '12'],
    [7, '18'],
    [8, '74'],
    [9, '45'],
    [11, '22'],
    [12, '19'],
    [13, '03'],
    [15, '25'],
  ],
  [
    [1, '32'],
    [2, '40'],
    [3, '71'],
    [4, '62'],
    [5, '52'],
    [6, '21'],
    [7, '16'],
    [8, '02'],
    [11, '04'],
    [12, '17'],
  ],
  [
    [1, '46'],
    [2, '57'],
    [3, '48'],
    [4, '68'],
    [5, '13'],
    [6, '73'],
    [7, '63'],
    [8, '56'],
  ],
  [
    [0, '81'],
    [1, '31'],
    [2, '36'],
    [3, '58'],
    [4, '64'],
  ],
  [
    [0, '80'],
    [1, '61'],
    [2, '34'],
    [3, '08'],
    [4, '30'],
  ],
  [
    [0, '85'],
    [1, '23'],
    [2, '26'],
  ],
  [
    [0, '84'],
    [1, '01'],
    [2, '09'],
    [3, '07'],
    [4, '15'],
    [5, '06'],
    [6, '20'],
    [7, '05'],
  ],
  [
    [0, '82'],
    [1, '92'],
  ],
];

export interface Tile {
  code: string;
  column: number;
  row: number;
}

export const regionTiles: Tile[] = rows.flatMap((row, r) =>
  row.map(([column, code]) => ({ code, column, row: r })),
);

/** 0 for no leads, then 1–4 by the share of the largest count. */
export function tileLevel(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.ceil((count / max) * 4)) as 1 | 2 | 3 | 4;
}
