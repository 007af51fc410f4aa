/**
 * The inputs of an applicant's card for one account type (applicantForm.ts `blocksOf`), with the
 * shared rules of src/validation: names, contacts (the phone in the +7 mask), personal data,
 * SNILS with its checksum (and the saved card's verification flag), passport, the organization
 * and its requisites, the registration document and the addresses. Labels are the definition's
 * (src/registries/users.ts).
 */
import { Box, Typography } from '@mui/material';
import { useRecordContext, type Validator as RaValidator } from 'ra-core';
import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import type { AccountType } from '../../src/domain/accountTypes';
import { formatVerified } from '../../src/format/text';
import { users } from '../../src/registries/users';
import { required } from '../../src/validation/compose';
import { validatePhone } from '../../src/validation/phone';
import {
  validateInnLegal,
  validateInnPerson,
  validateKpp,
  validateOgrnip,
  validateOgrnLegal,
} from '../../src/validation/requisites';
import { applyMask, masks, type MaskName } from '../../src/validation/masks';
import type { Validator } from '../../src/validation/messages';
import { DateInput } from '../inputs';
import { formatPhone, parsePhone } from '../pages/phoneField';
import { RegistryInput } from '../registries/inputs';
import { addressParts, blocksOf } from './applicantForm';

const rules = (...list: Validator[]): RaValidator[] =>
  list.map((rule) => (value: unknown, all: unknown) => rule(value, all as Record<string, unknown>));

const masked = (name: MaskName) => (v: string) => applyMask(masks[name], v ?? '');

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
      <Typography variant="subtitle1" sx={{ width: '100%' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A field of the definition, rendered by the generic input of its kind. */
function Field({ name }: { name: keyof typeof users.fields }) {
  return <RegistryInput source={name} field={users.fields[name]} definition={users} />;
}

function Address({ source, title }: { source: string; title: string }) {
  return (
    <Block title={title}>
      {addressParts.map(([key, label]) => (
        <TextInput key={key} source={`${source}.${key}`} label={label} />
      ))}
    </Block>
  );
}

/**
 * The saved card's SNILS check (the server's `valide_snils`): 'верифицирован' /
 * 'не верифицирован' (seed 001 §8). A card being created has nothing checked yet.
 */
function SnilsVerified() {
  const record = useRecordContext();
  if (record?.id === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ width: '100%', mb: 1 }}>
      {users.fields.snils.label}: {formatVerified(record.valide_snils)}
    </Typography>
  );
}

export function UserInputs({ accountType }: { accountType: AccountType }) {
  const blocks = blocksOf(accountType);
  const legal = blocks.legal;
  return (
    <>
      <Block title="Заявитель">
        <Field name="last_name" />
        <Field name="first_name" />
        <Field name="middle_name" />
        <Field name="email" />
        <TextInput
          source="phone"
          label={users.fields.phone.label}
          validate={rules(required, validatePhone)}
          format={formatPhone}
          parse={parsePhone}
        />
        <DateInput source="birth_date" label={users.fields.birth_date.label} />
        <Field name="gender" />
        <Field name="snils" />
        <SnilsVerified />
        <Field name="region_id" />
      </Block>
      <Block title={users.fields.passport.label}>
        <TextInput source="passport.series" label="Серия" parse={masked('passportSeries')} />
        <TextInput source="passport.number" label="Номер" parse={masked('passportNumber')} />
        <TextInput
          source="passport.division_code"
          label="Код подразделения"
          parse={masked('passportDivision')}
        />
        <TextInput source="passport.issued_by" label="Кем выдан" />
        <DateInput source="passport.date" label="Дата выдачи" />
      </Block>
      {blocks.requisites ? (
        <Block title="Организация">
          <TextInput
            source="organization_name"
            label={users.fields.organization_name.label}
            validate={legal ? rules(required) : undefined}
          />
          <Field name="organization_full_name" />
          <TextInput
            source="inn"
            label={users.fields.inn.label}
            validate={rules(required, legal ? validateInnLegal : validateInnPerson)}
            parse={masked(legal ? 'innLegal' : 'innPerson')}
          />
          <TextInput
            source="ogrn"
            label={legal ? 'ОГРН' : 'ОГРНИП'}
            validate={rules(required, legal ? validateOgrnLegal : validateOgrnip)}
            parse={masked(legal ? 'ogrn' : 'ogrnip')}
          />
          {legal ? (
            <TextInput source="kpp" label={users.fields.kpp.label} validate={rules(validateKpp)} />
          ) : null}
        </Block>
      ) : null}
      {blocks.document ? (
        <Block title={users.fields[blocks.document].label}>
          <TextInput source={`${blocks.document}.number`} label="Номер" />
          <DateInput source={`${blocks.document}.registered_at`} label="Дата регистрации" />
        </Block>
      ) : null}
      {blocks.legalAddress ? (
        <Address source="legal_address" title={users.fields.legal_address.label} />
      ) : null}
      <Address source="postal_address" title={users.fields.postal_address.label} />
    </>
  );
}
