/**
 * The card's 'Данные' tab: every attribute of the lead read-only, grouped, with the lead's own
 * captions (src/leads/fields.ts, shared with the server and the site). Above them, each with its
 * key, the edit, service and manager dialogs (./edit; the first two not on a closed lead); after
 * a change the card reads the lead again.
 */
import { Box, Button, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { isClosedLeadStatus } from '../../src/domain/sla';
import {
  leadMoveFieldTitles as moveTitle,
  serviceIsProvidedKindLabels,
} from '../../src/domain/leadTransitions';
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatPhone } from '../../src/format/phone';
import { formatBoolean, formatValue } from '../../src/format/text';
import {
  addressTitle,
  leadAddressParts,
  leadFields,
  leadGroups,
  leadRelationLabels as relationLabel,
  type LeadField,
  type LeadFieldKey,
  type LeadParts,
} from '../../src/leads/fields';
import { useState } from 'react';
import { ChangeManagerDialog } from './edit/ChangeManagerDialog';
import { ChangeServiceDialog } from './edit/ChangeServiceDialog';
import { LeadEditDialog } from './edit/LeadEditDialog';
import { FieldGrid, type FieldRow } from './FieldGrid';
import { useLeadKeys } from './leadKeys';
import {
  leadCardSections as section,
  leadEditTexts as editText,
  leadFieldLabels as label,
} from './leadLabels';
import { block, relationName, slaText } from './leadValues';

/** One value as its field declares it: Да/Нет, dd.MM.yyyy, an option's title, a phone. */
export function fieldText(field: LeadField, value: unknown): string {
  switch (field.kind) {
    case 'boolean':
      return formatBoolean(value);
    case 'date':
      return formatDate(value);
    case 'enum':
      return formatValue(field.options?.find((o) => o.value === value)?.title ?? value);
    default:
      // The lead's phone fields share one declaration; stored as 11 digits, shown masked.
      if (field === leadGroups.contact_info.parts.phone && typeof value === 'string' && value)
        return formatPhone(value);
      return formatValue(typeof value === 'number' ? String(value) : value);
  }
}

function partRows(parts: LeadParts, value: unknown): FieldRow[] {
  const values = block(value);
  return Object.entries(parts).map(([key, field]) => [field.label, fieldText(field, values[key])]);
}

function fieldRows(keys: readonly LeadFieldKey[], lead: RaRecord): FieldRow[] {
  return keys.map((key) => [leadFields[key].label, fieldText(leadFields[key], lead[key])]);
}

function addressRows(value: unknown): FieldRow[] {
  const rows = partRows(leadAddressParts, value);
  // A title the server did not store reads as the parts joined (src/leads/fields addressTitle).
  const title = addressTitle(block(value));
  return rows.map(([caption, text]) =>
    caption === leadAddressParts.title.label ? [caption, formatValue(title)] : [caption, text],
  );
}

function identityDocument(value: unknown): string {
  const d = block(value);
  const parts = [
    d.identification_document,
    d.series,
    d.number,
    d.branch,
    d.date ? formatDate(d.date) : '',
  ];
  return formatValue(parts.filter((p) => typeof p === 'string' && p.trim()).join(', '));
}

function refusalKind(value: unknown): string {
  return typeof value === 'string' && value in serviceIsProvidedKindLabels
    ? serviceIsProvidedKindLabels[value as keyof typeof serviceIsProvidedKindLabels]
    : formatValue(value);
}

export function leadDataSections(lead: RaRecord): { title: string; rows: FieldRow[] }[] {
  const user = block(lead.user);
  const rel = (name: string) => relationName(lead, name, 'preview');
  const owner = leadGroups.owner;
  const sections: { title: string; rows: FieldRow[] }[] = [
    {
      title: section.lead,
      rows: [
        [label.uid, formatValue(lead.uid)],
        [label.status, leadStatusLabel(typeof lead.status === 'string' ? lead.status : null)],
        [label.created_at, formatDateTime(lead.created_at)],
        [label.submitted_at, formatDateTime(lead.submitted_at)],
        [label.status_changed_at, formatDateTime(lead.status_changed_at)],
        [label.sla, slaText(lead, 'preview')],
        [relationLabel.service, rel('service')],
        [relationLabel.organization, rel('organization')],
        [relationLabel.branch, rel('branch')],
        [relationLabel.source, rel('source')],
        [relationLabel.admin, rel('admin')],
        ...fieldRows(['epgu_order_id'], lead),
        [label.status_note, formatValue(lead.status_note)],
        [moveTitle.rejection_reason_id, rel('rejection_reason')],
        [moveTitle.annullation_reason_id, rel('annullation_reason')],
        [moveTitle.cancellation_reason_id, rel('cancellation_reason')],
        [moveTitle.service_is_provided_kind, refusalKind(lead.service_is_provided_kind)],
        ...fieldRows(['extra_info'], lead),
      ],
    },
    {
      title: section.applicant,
      rows: [
        [relationLabel.user, rel('user')],
        [label.user_email, formatValue(user.email)],
        [
          label.user_phone,
          formatValue(
            typeof user.phone === 'string' && user.phone ? formatPhone(user.phone) : null,
          ),
        ],
      ],
    },
  ];
  if (lead.has_confidant)
    sections.push({
      title: owner.label,
      rows: [
        ...partRows(owner.parts, lead.owner),
        [owner.groups.passport.label, identityDocument(block(lead.owner).passport)],
      ],
    });
  sections.push(
    { title: leadGroups.gas_object_address.label, rows: addressRows(lead.gas_object_address) },
    {
      title: leadGroups.correspondence_address.label,
      rows: addressRows(lead.correspondence_address),
    },
    {
      title: section.consumption,
      rows: fieldRows(['planned_gas_consumption', 'snt', 'snt_name', 'snt_inn', 'snt_ogrn'], lead),
    },
    {
      title: section.previousSpec,
      rows: fieldRows(['last_tu_number', 'last_tu_date'], lead),
    },
    {
      title: section.contact,
      rows: [
        ...partRows(leadGroups.contact_info.parts, lead.contact_info),
        ...fieldRows(['feedback_type'], lead),
      ],
    },
    { title: section.signing, rows: fieldRows(['contract_sign_type'], lead) },
    {
      title: section.flags,
      rows: [
        ...fieldRows(
          [
            'has_confidant',
            'is_complex',
            'preferential_category',
            'social_assistance_approved',
            'home_in_schedule',
            'specification_agreement_status',
          ],
          lead,
        ),
        [label.expired, formatBoolean(lead.expired)],
        [
          leadFields.informed_consent.label,
          lead.informed_consent_at
            ? formatDateTime(lead.informed_consent_at)
            : formatBoolean(lead.informed_consent),
        ],
      ],
    },
  );
  return sections;
}

function DataSection({ title, rows }: { title: string; rows: readonly FieldRow[] }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <FieldGrid rows={rows} />
    </Box>
  );
}

type Editing = 'data' | 'service' | 'manager';

/** The buttons the staff member's keys and the lead's status allow, and their dialogs. */
function DataActions({ lead, onChanged }: { lead: RaRecord; onChanged: (lead: RaRecord) => void }) {
  const keys = useLeadKeys();
  const [open, setOpen] = useState<Editing>();
  const closed = typeof lead.status === 'string' && isClosedLeadStatus(lead.status);
  const buttons = (
    [
      ['data', editText.edit, keys.update && !closed],
      ['service', editText.changeService, keys.changeService && !closed],
      ['manager', editText.changeManager, keys.changeManager],
    ] as const
  ).filter(([, , shown]) => shown);
  if (!buttons.length) return null;
  const close = () => setOpen(undefined);
  const done = (changed: RaRecord) => {
    setOpen(undefined);
    onChanged(changed);
  };
  const dialog = { lead, onClose: close, onChanged: done };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {buttons.map(([key, caption]) => (
        <Button key={key} variant="outlined" size="small" onClick={() => setOpen(key)}>
          {caption}
        </Button>
      ))}
      {open === 'data' ? <LeadEditDialog {...dialog} /> : null}
      {open === 'service' ? <ChangeServiceDialog {...dialog} /> : null}
      {open === 'manager' ? <ChangeManagerDialog {...dialog} /> : null}
    </Box>
  );
}

/** `onChanged` gets the lead as the server answered a write with it. */
export function LeadData({
  lead,
  onChanged,
}: {
  lead: RaRecord;
  onChanged: (lead: RaRecord) => void;
}) {
  return (
    <Box sx={{ pt: 2 }}>
      <DataActions lead={lead} onChanged={onChanged} />
      {leadDataSections(lead).map((s) => (
        <DataSection key={s.title} title={s.title} rows={s.rows} />
      ))}
    </Box>
  );
}
