/**
 * The home page's map of regions with their lead counts (`GET /v1/regions/lead_counts`): a tile
 * map (./regionTiles.ts) drawn as SVG, each tile shaded by its count and named in a drawn tooltip,
 * and the same numbers as a table for screen readers and anyone who prefers one. The counts are
 * counters: above 100 they read 'более 100' (seed 000 §9), the exact figures being the console's
 * analytics; the shading keeps the exact scale. Loaded as its own chunk after the home page.
 */
import { useGetList } from 'ra-core';
import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useMemo,
  useState,
  type CSSProperties,
} from 'react';
import { formatCount } from '../../src/format/number';
import ui from '../theme/ui.module.css';
import styles from './Home.module.css';
import { regionTiles, TILE_COLUMNS, TILE_ROWS, tileLevel, type Tile } from './regionTiles';
import { homeTexts as t } from './texts';

/**
 * The tooltip's reader of links (src/ui/LinkedText) comes with the first tile pointed at, not
 * with the map (issue 40); until then the tooltip shows its text as it is, the same text: a
 * region's name and count hold no link.
 */
const LinkedText = lazy(() =>
  import('../../src/ui/LinkedText').then((m) => ({ default: m.LinkedText })),
);

function TooltipText({ text }: { text: string }) {
  return (
    <Suspense fallback={text}>
      <LinkedText text={text} />
    </Suspense>
  );
}

interface RegionCount {
  id: string;
  code: string;
  name: string;
  leads_count: number;
}

const CELL = 44;
const SIZE = 40;
const all = { pagination: { page: 1, perPage: 100 } };

/** Where a tile's tooltip stands: above the tile's centre, in per cent of the map. */
function tooltipPlace(tile: Tile): CSSProperties {
  return {
    left: `${((tile.column * CELL + SIZE / 2) / (TILE_COLUMNS * CELL)) * 100}%`,
    top: `${((tile.row * CELL) / (TILE_ROWS * CELL)) * 100}%`,
  };
}

interface TilesProps {
  byCode: Map<string, RegionCount>;
  max: number;
  onHover: (tile: Tile | null) => void;
}

/** The tiles, drawn once per answer: hovering changes only the tooltip beside them. */
const Tiles = memo(function Tiles({ byCode, max, onHover }: TilesProps) {
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${TILE_COLUMNS * CELL} ${TILE_ROWS * CELL}`}
      role="img"
      aria-label={t.mapLabel}
      onMouseLeave={() => onHover(null)}
    >
      {regionTiles.map((tile) => {
        const n = byCode.get(tile.code)?.leads_count ?? 0;
        return (
          <g
            key={tile.code}
            data-code={tile.code}
            transform={`translate(${tile.column * CELL} ${tile.row * CELL})`}
            className={styles[`level${tileLevel(n, max)}`]}
            onMouseEnter={() => onHover(tile)}
          >
            <rect width={SIZE} height={SIZE} rx={6} />
            <text x={SIZE / 2} y={SIZE / 2 + 5} textAnchor="middle">
              {tile.code}
            </text>
          </g>
        );
      })}
    </svg>
  );
});

export function RegionMapView({ regions }: { regions: RegionCount[] }) {
  const byCode = useMemo(() => new Map(regions.map((r) => [r.code, r])), [regions]);
  const max = Math.max(0, ...regions.map((r) => r.leads_count));
  const total = regions.reduce((sum, r) => sum + r.leads_count, 0);
  const [hovered, setHovered] = useState<Tile | null>(null);
  const region = hovered ? byCode.get(hovered.code) : undefined;
  return (
    <>
      <p className={`${ui.text} ${ui.muted}`}>
        {t.mapTotal} <strong>{formatCount(total)}</strong>
      </p>
      <div className={styles.mapWrap}>
        <div className={styles.mapFrame}>
          <Tiles byCode={byCode} max={max} onHover={setHovered} />
          {hovered ? (
            <div
              role="tooltip"
              className={`${ui.tooltip} ${styles.mapTooltip}`}
              style={tooltipPlace(hovered)}
            >
              <TooltipText
                text={`${region?.name ?? hovered.code}: ${formatCount(region?.leads_count ?? 0)}`}
              />
            </div>
          ) : null}
        </div>
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
                  <td>{formatCount(r.leads_count)}</td>
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
