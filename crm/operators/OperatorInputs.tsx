/**
 * The operator form (seed 001 §3): last, first and middle name, e-mail, role, then the fields
 * the chosen role has (src/registries/operators.ts `operatorRoleForms`: region, МФЦ,
 * organization, branch; the flags executor, social assistance, citizen category approval and
 * specification approvement only with admin_operators_form_fields), and the phone. The role
 * select offers only the roles the signed-in staff member may give (src/access/reach.ts); a
 * scoped administrator's organization or МФЦ is filled in and fixed; nobody changes their own
 * role.
 */
import { useGetList } from 'ra-core';
import { useEffect } from 'react';
import { SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { scopeFor } from '../../src/access/scoping';
import { roleLabel, roleOptions } from '../../src/domain/roles';
import {
  operatorFieldRequired,
  operatorFieldShown,
  operatorFlags,
  type OperatorPlacement,
} from '../../src/registries/operators';
import type { RegistryDefinition } from '../../src/registries';
import { validationMessages } from '../../src/validation/messages';
import { RegistryInput } from '../registries/inputs';
import type { RegistryInputsProps } from '../registries/RegistryForm';
import { raValidators } from '../registries/validators';
import { choicesOf } from '../registries/values';
import { useOperatorAccess, type OperatorAccess } from './operatorAccess';
import { operatorTexts } from './texts';

/** A field of the definition; `required` follows the role for the placement fields. */
function Input({
  definition,
  name,
  required,
  disabled,
}: {
  definition: RegistryDefinition;
  name: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const field = definition.fields[name];
  if (!field) return null;
  const input = (
    <RegistryInput
      source={name}
      field={required === undefined ? field : { ...field, required }}
      definition={definition}
    />
  );
  // The inputs take no `disabled`; a fieldset fixes the value for the scoped administrator.
  return disabled ? (
    <fieldset disabled style={{ border: 0, margin: 0, padding: 0 }}>
      {input}
    </fieldset>
  ) : (
    input
  );
}

/** The branches of the chosen organization (GET /organizations/{id}/branches). */
function BranchInput({ organizationId, required }: { organizationId: unknown; required: boolean }) {
  const enabled = typeof organizationId === 'string' && organizationId !== '';
  const { data = [], isPending } = useGetList(
    `organizations/${String(organizationId)}/branches`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled },
  );
  if (!enabled) return null;
  const choices = data.map((b) => ({ id: String(b.id), name: String(b.name ?? b.id) }));
  return (
    <SelectInput
      source="branch_id"
      label="Филиал"
      choices={choices}
      isPending={isPending}
      emptyText={choices.length || isPending ? '' : operatorTexts.noBranches}
      validate={
        required ? (v: unknown) => (v ? undefined : validationMessages.required) : undefined
      }
    />
  );
}

/** The role choices: the assignable roles, plus the stored one so it still reads on edit. */
function roleChoices(access: OperatorAccess, current: unknown) {
  const allowed = roleOptions.filter((o) => access.assignable.includes(o.value));
  if (typeof current === 'string' && !allowed.some((o) => o.value === current)) {
    return [{ id: current, name: roleLabel(current), disabled: true }, ...choicesOf(allowed)];
  }
  return choicesOf(allowed);
}

/**
 * On create, a scoped administrator's new account lands in its own organization / МФЦ: filled
 * in whenever the chosen role has that field (after the form's own initial reset).
 */
function useScopedDefaults(access: OperatorAccess, mode: 'create' | 'edit', role: unknown) {
  const { setValue, getValues } = useFormContext();
  const scope = access.principal ? scopeFor(access.principal) : undefined;
  useEffect(() => {
    if (mode !== 'create' || !scope?.id) return;
    const key =
      scope.kind === 'organization' ? 'organization_id' : scope.kind === 'mfc' ? 'mfc_id' : null;
    if (key && operatorFieldShown(role, key) && !getValues(key)) setValue(key, scope.id);
  }, [mode, role, scope?.kind, scope?.id, getValues, setValue]);
  return scope;
}

export function OperatorInputs({ definition, mode }: RegistryInputsProps) {
  const access = useOperatorAccess();
  const role = useWatch({ name: 'role' }) as unknown;
  const organizationId = useWatch({ name: 'organization_id' }) as unknown;
  const record = useFormContext().getValues();
  const scope = useScopedDefaults(access, mode, role);
  const roleField = definition.fields.role;
  const own = mode === 'edit' && access.isOwn(record);
  const shown = (key: OperatorPlacement) => operatorFieldShown(role, key);
  const fixed = (key: OperatorPlacement) =>
    (key === 'organization_id' && scope?.kind === 'organization') ||
    (key === 'mfc_id' && scope?.kind === 'mfc');

  return (
    <>
      <Input definition={definition} name="last_name" />
      <Input definition={definition} name="first_name" />
      <Input definition={definition} name="middle_name" />
      <Input definition={definition} name="email" />
      {roleField ? (
        <SelectInput
          source="role"
          label={roleField.label}
          choices={roleChoices(access, mode === 'edit' ? record.role : undefined)}
          validate={raValidators(roleField)}
          disabled={own}
          helperText={false}
        />
      ) : null}
      {(['region_id', 'mfc_id', 'organization_id'] as const).map((key) =>
        shown(key) ? (
          <Input
            key={key}
            definition={definition}
            name={key}
            required={operatorFieldRequired(role, key)}
            disabled={fixed(key)}
          />
        ) : null,
      )}
      {shown('branch_id') ? (
        <BranchInput
          organizationId={organizationId}
          required={operatorFieldRequired(role, 'branch_id')}
        />
      ) : null}
      <Input definition={definition} name="phone" />
      {access.holds('form_fields')
        ? operatorFlags.map((key) =>
            operatorFieldShown(role, key) ? (
              <Input key={key} definition={definition} name={key} />
            ) : null,
          )
        : null}
    </>
  );
}
