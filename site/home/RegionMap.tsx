/**
 * The home page's map of regions with their lead counts (`GET /v1/regions/lead_counts`): a tile
 * map (./regionTiles.ts) drawn as SVG, each tile shaded by its count and named in its tooltip,
 * and the same numbers as a table for screen readers and anyone who prefers one. Loaded as its
 * own chunk after the home page.
 */
import { useGetList } from 'ra-core';
import { useDeferredValue } from 'react';
import { formatAmount } from '../../src/format/number';
import ui from '../theme/ui.module.css';
import styles from './Home.module.css';
import { regionTiles, TILE_COLUMNS, TILE_ROWS, tileLevel } from './regionTiles';
import { homeTexts as t } from './texts';

interface RegionCount {
  id: string;
  code: string;
  name: string;
  leads_count: number;
}

const CELL = 44;
const SIZE = 40;
const all = { pagination: { page: 1, perPage: 100 } };
const count = (n: number) => formatAmount(n).replace(/,00$/, '');

export function RegionMapView({ regions }: { regions: RegionCount[] }) {
  const byCode = new Map(regions.map((r) => [r.code, r]));
  const max = Math.max(0, ...regions.map((r) => r.leads_count));
  const total = regions.reduce((sum, r) => sum + r.leads_count, 0);
  return (
    <>
      <p className={`${ui.text} ${ui.muted}`}>
        {t.mapTotal} <strong>{count(total)}</strong>
      </p>
      <div className={styles.mapWrap}>
        <svg
          className={styles.map}
          viewBox={`0 0 ${TILE_COLUMNS * CELL} ${TILE_ROWS * CELL}`}
          role="img"
          aria-label={t.mapLabel}
        >
          {regionTiles.map((tile) => {
            const region = byCode.get(tile.code);
            const n = region?.leads_count ?? 0;
            return (
              <g
                key={tile.code}
                transform={`translate(${tile.column * CELL} ${tile.row * CELL})`}
                className={styles[`level${tileLevel(n, max)}`]}
              >
                <title>{`${region?.name ?? tile.code}: ${count(n)}`}</title>
                <rect width={SIZE} height={SIZE} rx={6} />
                <text x={SIZE / 2} y={SIZE / 2 + 5} textAnchor="middle">
                  {tile.code}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className={styles.legend} aria-label={t.legend}>
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <li key={level}>
            <span className={`${styles.swatch} ${styles[`level${level}`]}`} aria-hidden="true" />
            {t.levels[level]}
          </li>
        ))}
      </ul>
      <details className={styles.tableDetails}>
        <summary>{t.tableSummary}</summary>
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption className={ui.visuallyHidden}>{t.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.region}</th>
                <th scope="col">{t.leads}</th>
              </tr>
            </thead>
            <tbody>
              {regions.map((r) => (
                <tr key={r.id}>
                  <td>{r.code}</td>
                  <td>{r.name}</td>
                  <td>{count(r.leads_count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

export default function RegionMap() {
  const { data, error, isPending } = useGetList<RegionCount>('regions/lead_counts', all);
  // The map and its table (some 800 elements) render as a transition once the counts are in:
  // React splits that into short tasks where the data's own update would be one long task
  // (Lighthouse's total blocking time, issue 40).
  const regions = useDeferredValue(data);
  if (isPending) return <p className={ui.muted}>{t.mapLoading}</p>;
  if (error || !data) return <p className={ui.muted}>{t.mapFailed}</p>;
  if (!regions) return <p className={ui.muted}>{t.mapLoading}</p>;
  return <RegionMapView regions={regions} />;
}
