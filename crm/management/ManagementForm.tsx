/**
 * What application management lets staff change (server/modules/leads/management.ts): the
 * lead's organization (active ones, searched as everywhere: 10 a search, 500 ms), its branch
 * (one of that organization's, or none) and its service (one the organization provides), always
 * with a reason of up to 2000 characters. As on the server, another organization drops the old
 * one's branch; its services narrow the service choice. 'Изменить' asks for a confirmation
 * that spells the change out ('Организация: А → Б'), then PATCHes; the server's 422s land under
 * their fields, 'Нет изменений' and other refusals above them.
 */
import { Alert, Box } from '@mui/material';
import { useNotify, type RaRecord } from 'ra-core';
import { useRef, useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { organizationSearch } from '../../src/domain/coordination';
import { leadMessages as msg } from '../../src/leads/messages';
import { maxLength } from '../../src/validation/basic';
import { required } from '../../src/validation/compose';
import { interpolate } from '../../src/validation/messages';
import { refusalOf } from '../../src/api';
import { LEADS, useActiveServices, useBranches } from '../leads/leadQueries';
import {
  changesText,
  managed,
  type Managed,
  type ManagementChanges,
} from '../../src/leads/management';
import { managedLabels, managementTexts as text } from './managementLabels';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';
import { toQuery } from '../registries/values';

/** The server's limit of the reason (lead_management_logs.reason). */
const REASON_MAX = 2000;
const validateReason = [
  (v: unknown) => (typeof v === 'string' && v.trim() ? undefined : msg.reasonRequired),
  maxLength(REASON_MAX),
];
const idOf = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);
const source = (rel: Managed) => `${rel}_id`;

/** Names of the records seen so far, for the confirmation: 'organization:5' → 'АО …'. */
type Names = Map<string, string>;
const nameKey = (rel: Managed, id: string) => `${rel}:${id}`;
function remember(names: Names, rel: Managed, records: readonly RaRecord[]) {
  for (const r of records) names.set(nameKey(rel, String(r.id)), String(r.name ?? r.id));
}

function Fields({ lead, names }: { lead: RaRecord; names: Names }) {
  const { setValue, getValues } = useFormContext();
  const organization = idOf(useWatch({ name: 'organization_id' }));
  const branches = useBranches(organization ?? undefined);
  const services = useActiveServices();
  remember(names, 'branch', branches.data ?? []);
  remember(names, 'service', services.data ?? []);

  const own = organization === idOf(lead.organization_id);
  // Until the branches arrive, the lead's own one keeps its name in the select.
  const ownBranch = lead.branch as RaRecord | undefined;
  const branchChoices = branches.data ?? (own && ownBranch ? [ownBranch] : []);

  const provides = (service: RaRecord, org: string | null) =>
    Array.isArray(service.organization_ids) && service.organization_ids.includes(org ?? '');
  const offered = (services.data ?? []).filter((s) => provides(s, organization));
  // The lead's own service stays choosable under its organization even when it is inactive.
  const current = lead.service as RaRecord | undefined;
  const serviceChoices =
    current && own && !offered.some((s) => s.id === current.id) ? [current, ...offered] : offered;

  const organizationChanged = (value: unknown, record: RaRecord | '') => {
    if (record) remember(names, 'organization', [record]);
    setValue('branch_id', '', { shouldDirty: true });
    const service = idOf(getValues('service_id'));
    const kept = (services.data ?? []).find((s) => String(s.id) === service);
    if (!kept || !provides(kept, idOf(value))) setValue('service_id', '', { shouldDirty: true });
  };

  return (
    <>
      <ReferenceInput
        source="organization_id"
        reference="organizations"
        perPage={organizationSearch.limit}
        filter={{ active: true }}
      >
        <AutocompleteInput
          label={managedLabels.organization}
          filterToQuery={toQuery}
          debounce={organizationSearch.debounceMs}
          validate={required}
          onChange={organizationChanged}
        />
      </ReferenceInput>
      <SelectInput
        source="branch_id"
        label={managedLabels.branch}
        choices={branchChoices}
        emptyValue=""
        disabled={!organization}
      />
      <SelectInput
        source="service_id"
        label={managedLabels.service}
        choices={serviceChoices}
        validate={required}
      />
      <TextInput
        source="reason"
        label={text.reason}
        multiline
        minRows={3}
        validate={validateReason}
      />
    </>
  );
}

interface Pending {
  changes: string;
  resolve: (ok: boolean) => void;
}

export function ManagementForm({ lead, onChanged }: { lead: RaRecord; onChanged: () => void }) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const [general, setGeneral] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const names = useRef<Names>(new Map());
  const current = Object.fromEntries(
    managed.map((rel) => [rel, idOf(lead[source(rel)])]),
  ) as Record<Managed, string | null>;
  for (const rel of managed) {
    const record = lead[rel] as RaRecord | undefined;
    if (record?.id !== undefined) remember(names.current, rel, [record]);
  }
  const nameOf = (rel: Managed, id: string | null) =>
    id === null ? null : (names.current.get(nameKey(rel, id)) ?? id);

  const save = async (values: Record<string, unknown>) => {
    setGeneral(undefined);
    const next = Object.fromEntries(
      managed.map((rel) => [rel, idOf(values[source(rel)])]),
    ) as Record<Managed, string | null>;
    const changed = managed.filter((rel) => next[rel] !== current[rel]);
    if (!changed.length) {
      setGeneral(msg.nothingChanged);
      return undefined;
    }
    const changes: ManagementChanges = Object.fromEntries(
      changed.map((rel) => [
        rel,
        { from: { name: nameOf(rel, current[rel]) }, to: { name: nameOf(rel, next[rel]) } },
      ]),
    );
    const ok = await new Promise<boolean>((resolve) =>
      setPending({ changes: changesText(changes), resolve }),
    );
    setPending(undefined);
    if (!ok) return undefined;
    try {
      await dataProvider.manageLead(LEADS, {
        id: lead.id,
        values: {
          organization_id: next.organization,
          branch_id: next.branch,
          service_id: next.service,
          reason: String(values.reason ?? '').trim(),
        },
      });
      notify(text.changed, { type: 'success' });
      onChanged();
      return undefined;
    } catch (e) {
      const refusal = refusalOf(e, [...managed, 'reason']);
      setGeneral(refusal.general);
      return Object.fromEntries(
        Object.entries(refusal.errors).map(([field, message]) => [
          field === 'reason' ? field : source(field as Managed),
          message,
        ]),
      );
    }
  };

  return (
    <Form
      onSubmit={save}
      record={{
        organization_id: current.organization ?? '',
        branch_id: current.branch ?? '',
        service_id: current.service ?? '',
        reason: '',
      }}
    >
      <Box
        component="section"
        aria-label={text.change}
        sx={{ display: 'grid', gap: 1, maxWidth: 720 }}
      >
        {general ? <Alert severity="error">{general}</Alert> : null}
        <Fields lead={lead} names={names.current} />
        <Box>
          <SaveButton label={text.submit} alwaysEnable />
        </Box>
      </Box>
      <ConsoleConfirm
        open={!!pending}
        title={text.confirmTitle}
        onConfirm={() => pending?.resolve(true)}
        onCancel={() => pending?.resolve(false)}
      >
        {interpolate(text.confirmText, {
          uid: String(lead.uid ?? lead.id),
          changes: pending?.changes ?? '',
        })}
      </ConsoleConfirm>
    </Form>
  );
}
