/**
 * One chart of the analytical report (MUI X Charts, in this route's chunk only: the page loads
 * this module lazily). The same numbers are always in the table beside it; the chart itself is
 * hidden from screen readers.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

export interface ChartSeries {
  label: string;
  data: number[];
  stack?: string;
}

export interface AnalyticsChartProps {
  type: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  horizontal?: boolean;
  height?: number;
}

export default function AnalyticsChart({
  type,
  labels,
  series,
  horizontal = false,
  height = 280,
}: AnalyticsChartProps) {
  const band = { scaleType: 'band' as const, data: labels };
  return (
    <div aria-hidden="true">
      {type === 'line' ? (
        <LineChart
          height={height}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={series.map((s) => ({ label: s.label, data: s.data, showMark: false }))}
        />
      ) : (
        <BarChart
          height={height}
          layout={horizontal ? 'horizontal' : 'vertical'}
          {...(horizontal ? { yAxis: [{ ...band, width: 200 }] } : { xAxis: [band] })}
          series={series.map((s) => ({ label: s.label, data: s.data, stack: s.stack }))}
        />
      )}
    </div>
  );
}
