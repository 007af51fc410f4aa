/**
 * The nested blocks of the /profile form (./profileExtras.ts): a fieldset per block with its
 * parts, the block's server message under its legend, and the region select.
 */
import { useId, type ComponentProps } from 'react';
import { applyMask } from '../../src/validation/masks';
import { users } from '../../src/registries/users';
import { DateField } from '../account/DateField';
import { TextField } from '../account/fields';
import { SelectField } from '../Field';
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

/** A select of the form with 'Не выбрано'; a saved value stays selectable while the list loads. */
export function ProfileSelect({
  value,
  options,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'value' | 'empty'> & { value: string }) {
  const saved = value && !options.some((o) => o.value === value) ? [{ value, title: value }] : [];
  return (
    <SelectField {...props} value={value} empty={t.notChosen} options={[...saved, ...options]} />
  );
}

export function RegionSelect(props: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { options } = useRegions();
  return (
    <ProfileSelect
      {...props}
      name="region_id"
      label={users.fields.region_id.label}
      options={options}
    />
  );
}
