/** The kind tab of the schedule plans (`?kind=homes|snt`, homes by default). */
import { schedulePlanKinds, type SchedulePlanKind } from '../../src/domain/inventory';

export function kindOf(value: unknown): SchedulePlanKind {
  return schedulePlanKinds.find((k) => k === value) ?? 'homes';
}

/** The calls of a kind: `export` / `export_snt`, `summary_report` / `summary_report_snt` … */
export function callOf(call: string, kind: SchedulePlanKind): string {
  return kind === 'snt' ? `${call}_snt` : call;
}
