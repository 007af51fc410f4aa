/**
 * /calculator (issue 17; seed 000 §2): the connection fee by region, applicant category,
 * connection kind, maximum hourly gas consumption and distance. The region's rates come from
 * `GET /v1/connection_fee_rates/{region_id}` (fee kinds and its ГРО's tariff rates); the fee is
 * computed as the user types by src/domain/connectionFee.ts and shown with two decimals and the
 * space thousands separator (src/format/number.ts). Until the visitor picks a region, the one
 * their IP address places them in is chosen (`GET /v1/address_suggestions/iplocate`), if any.
 */
import { useGetOne } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { accountTypeOptions, type AccountType } from '../../src/domain/accountTypes';
import {
  connectionFee,
  connectionKindOptions,
  feeCategoryLabels,
  type ConnectionKind,
  type FeeKindRate,
  type TariffRate,
} from '../../src/domain/connectionFee';
import { formatAmount } from '../../src/format/number';
import { pageTitle, usePageMeta } from '../layout/pageMeta';
import { useVisitorLocation } from './addressLookups';
import { toolTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import css from './tools.module.css';
import { useRegions } from './useRegions';
import { Field, SelectField } from '../Field';

interface RatesRecord {
  id: string;
  fee_kinds: FeeKindRate[];
  organizations: { id: string; name: string; tariff_rates: TariffRate[] }[];
}

/** '12,5' or '12.5' → 12.5; '' → NaN. */
const numberOf = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

/** A number typed with a comma or a point. */
function NumberField({
  value,
  onChange,
  ...field
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          className={ui.input}
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

function Result({
  rates,
  input,
  groId,
}: {
  rates: RatesRecord;
  input: {
    accountType: AccountType;
    connectionKind: ConnectionKind;
    consumption: string;
    distance: string;
  };
  groId: string;
}) {
  const gro = rates.organizations.find((o) => o.id === groId) ?? rates.organizations[0];
  const result = connectionFee(
    {
      accountType: input.accountType,
      connectionKind: input.connectionKind,
      consumption: numberOf(input.consumption),
      distance: numberOf(input.distance),
    },
    { fee_kinds: rates.fee_kinds, tariff_rates: gro?.tariff_rates ?? [] },
  );
  if (!result.ok) return <p className={ui.error}>{result.error}</p>;
  return (
    <>
      <p>
        {t.category}: {feeCategoryLabels[result.category]}
      </p>
      {result.amount !== null ? (
        <p className={css.amount}>
          {formatAmount(result.amount)} {t.rub}
        </p>
      ) : null}
      {result.parts.length > 1 ? (
        <ul className={css.parts}>
          {result.parts.map((p) => (
            <li key={p.label}>
              {p.label}: {formatAmount(p.amount)} {t.rub}
            </li>
          ))}
        </ul>
      ) : null}
      {result.note ? <p className={ui.notice}>{result.note}</p> : null}
    </>
  );
}

function CalculatorPage() {
  usePageMeta({ title: pageTitle(t.calculatorTitle), description: t.calculatorIntro });
  const { options: regions } = useRegions();
  const [chosenRegion, setChosenRegion] = useState<string | null>(null);
  const located = useVisitorLocation()?.region_id ?? null;
  const locatedRegion = regions.some((r) => r.value === located) ? located : null;
  const regionId = chosenRegion ?? locatedRegion ?? '';
  const [accountType, setAccountType] = useState<AccountType>('individual_person');
  const [connectionKind, setConnectionKind] = useState<ConnectionKind>('connection');
  const [consumption, setConsumption] = useState('5');
  const [distance, setDistance] = useState('50');
  const [groId, setGroId] = useState('');
  const rates = useGetOne<RatesRecord>(
    'connection_fee_rates',
    { id: regionId },
    { enabled: regionId !== '' },
  );
  const groChoices = rates.data?.organizations ?? [];

  let result: ReactNode = <p className={ui.muted}>{t.chooseRegionFirst}</p>;
  if (regionId && rates.isError) result = <p role="alert">{t.loadFailed}</p>;
  else if (regionId && !rates.data) result = <p>{t.loading}</p>;
  else if (rates.data)
    result = (
      <Result
        rates={rates.data}
        groId={groId}
        input={{ accountType, connectionKind, consumption, distance }}
      />
    );

  return (
    <section className={css.page}>
      <h1 className={ui.title}>{t.calculatorTitle}</h1>
      <p className={ui.intro}>{t.calculatorIntro}</p>
      <form className={css.form} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t.regionLabel}
          hint={chosenRegion === null && locatedRegion ? t.regionLocated : t.regionHint}
          value={regionId}
          empty={t.chooseRegion}
          options={regions}
          onChange={(id) => {
            setChosenRegion(id);
            setGroId('');
          }}
        />
        <SelectField
          label={t.accountTypeLabel}
          hint={t.accountTypeHint}
          value={accountType}
          options={accountTypeOptions}
          onChange={(v) => setAccountType(v as AccountType)}
        />
        <SelectField
          label={t.connectionKindLabel}
          hint={t.connectionKindHint}
          value={connectionKind}
          options={connectionKindOptions}
          onChange={(v) => setConnectionKind(v as ConnectionKind)}
        />
        <NumberField
          label={t.consumptionLabel}
          hint={t.consumptionHint}
          value={consumption}
          onChange={setConsumption}
        />
        <NumberField
          label={t.distanceLabel}
          hint={t.distanceHint}
          value={distance}
          onChange={setDistance}
        />
        {groChoices.length > 1 ? (
          <SelectField
            label={t.groLabel}
            hint={t.regionHint}
            value={groId || groChoices[0]!.id}
            options={groChoices.map((o) => ({ value: o.id, title: o.name }))}
            onChange={setGroId}
          />
        ) : null}
      </form>
      <section className={ui.panel} aria-labelledby="fee-result" aria-live="polite">
        <h2 id="fee-result" className={ui.subtitle}>
          {t.resultTitle}
        </h2>
        {result}
      </section>
    </section>
  );
}

export default CalculatorPage;
