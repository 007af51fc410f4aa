/** A region select that filters a tool's list ('Все регионы' for none). */
import { useId } from 'react';
import { toolTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import css from './tools.module.css';
import type { Region } from './useRegions';

export function RegionFilter({
  regions,
  value,
  onChange,
}: {
  regions: readonly Region[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className={css.field}>
      <label className={ui.label} htmlFor={id}>
        {t.regionLabel}
      </label>
      <select id={id} className={ui.input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.allRegions}</option>
        {regions.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </div>
  );
}
