/**
 * The nested blocks of the /profile form (./profileExtras.ts): a fieldset per block with its
 * parts, the block's server message under its legend, and the region select.
 */
import { useId } from 'react';
import { applyMask } from '../../src/validation/masks';
import { users } from '../../src/registries/users';
import { DateField } from '../account/DateField';
import { TextField } from '../account/fields';
import { useRegions } from '../tools/useRegions';
import type { Block, ExtraValues } from './profileExtras';
import { profileTexts as t } from './texts';
import ui from '../theme/ui.module.css';

export function BlockFields({
  block,
  values,
  errors,
  onChange,
}: {
  block: Block;
  values: ExtraValues;
  errors: Record<string, string>;
  onChange: (key: string, text: string) => void;
}) {
  const messageId = useId();
  const error = errors[block.name];
  return (
    <fieldset className={ui.fieldset} aria-describedby={error ? messageId : undefined}>
      <legend className={ui.legend}>{block.title}</legend>
      {error && (
        <span id={messageId} className={ui.error}>
          {error}
        </span>
      )}
      {block.parts.map(([part, label, mask, kind]) => {
        const key = `${block.name}.${part}`;
        if (kind === 'date')
          return (
            <DateField
              key={key}
              name={key}
              label={label}
              value={values[key] ?? ''}
              error={errors[key]}
              onChange={(text) => onChange(key, text)}
            />
          );
        return (
          <TextField
            key={key}
            name={key}
            label={label}
            value={values[key] ?? ''}
            error={errors[key]}
            onChange={(text) => onChange(key, mask ? applyMask(mask, text) : text)}
            autoComplete={
              block.name === 'postal_address' && part === 'zip_code' ? 'postal-code' : 'off'
            }
            inputMode={mask ? 'numeric' : undefined}
          />
        );
      })}
    </fieldset>
  );
}

/** A labelled select with an empty choice, its message underneath. */
export function SelectField({
  name,
  label,
  value,
  options,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; title: string }[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={ui.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
      >
        <option value="">{t.notChosen}</option>
        {/* A saved value stays selectable while the list loads. */}
        {value && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.title}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-message`} className={ui.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function RegionSelect(props: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { regions } = useRegions();
  const options = regions.map((r) => ({ value: String(r.id), title: r.name }));
  return (
    <SelectField
      {...props}
      name="region_id"
      label={users.fields.region_id.label}
      options={options}
    />
  );
}
