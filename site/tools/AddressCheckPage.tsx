/**
 * The address check (issue 17; seed 000 §2 menu 'check address'): an address field with
 * suggestions through our server (`GET /v1/address_suggestions`: DaData or our settlements, 5 by
 * default, 700 ms after the last key), then the answer for the chosen address's settlement
 * (`GET /v1/address_checks/{id}`): gas status, the programme, the ГРО — and a button that opens
 * the lead wizard with the address filled in (./addressValues.ts). Beside the code of ОКТМО of the
 * settlement (or of the address, from DaData) stands its municipality (`GET
 * /v1/address_suggestions/oktmo/{code}`); before anything is typed, the settlement the visitor's
 * IP address places them in is offered for a check (`GET /v1/address_suggestions/iplocate`).
 */
import { useGetList, useGetOne } from 'ra-core';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ADDRESS_QUERY_MIN,
  ADDRESS_SUGGESTION_COUNT,
  ADDRESS_SUGGESTION_DELAY_MS,
  addressCheckMessages,
  oktmoTitle,
  type AddressSuggestion,
} from '../../src/domain/addressCheck';
import { gasStatusLabels, type GasStatus } from '../../src/domain/settlements';
import { formatDate } from '../../src/format/date';
import { formatPhone, telHref } from '../../src/format/phone';
import { useSettledText } from '../../src/ui/useSettledText';
import { interpolate } from '../../src/validation/messages';
import { pageTitle, usePageMeta } from '../layout/pageMeta';
import { Fact } from '../DataList';
import { useOktmo, useVisitorLocation } from './addressLookups';
import { applyUrl } from './addressValues';
import { Field } from '../Field';
import { toolTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import css from './tools.module.css';

interface CheckRecord {
  id: string;
  settlement_name: string;
  municipal_district: string | null;
  oktmo: string | null;
  region_name: string;
  gas_status: GasStatus;
  in_programme: boolean;
  programme_items: {
    id: string;
    name: string;
    year: number | null;
    completion_plan_date: string | null;
  }[];
  organization: { id: string; name: string; unified_phone: string | null } | null;
}

const statusClass: Record<GasStatus, string | undefined> = {
  gasified: css.good,
  partially_gasified: css.partly,
  not_gasified: css.none,
};

function ProgrammeItems({ items }: { items: CheckRecord['programme_items'] }) {
  if (!items.length) return null;
  return (
    <ul className={css.parts}>
      {items.map((item) => {
        const notes = [
          item.year ? interpolate(t.programmeYear, { year: item.year }) : '',
          item.completion_plan_date
            ? interpolate(t.programmePlan, { date: formatDate(item.completion_plan_date) })
            : '',
        ].filter(Boolean);
        return (
          <li key={item.id}>
            {item.name}
            {notes.length ? ` (${notes.join(', ')})` : ''}
          </li>
        );
      })}
    </ul>
  );
}

function Answer({ suggestion }: { suggestion: AddressSuggestion }) {
  const id = suggestion.settlement_id;
  const check = useGetOne<CheckRecord>('address_checks', { id: id ?? '' }, { enabled: !!id });
  const oktmoCode = check.data?.oktmo ?? suggestion.data.oktmo ?? null;
  const oktmo = useOktmo(oktmoCode);
  const municipality = oktmo ? oktmoTitle(oktmo) : '';
  const apply = (
    <p>
      <Link className={ui.button} to={applyUrl(suggestion.data)}>
        {t.apply}
      </Link>
    </p>
  );
  let body;
  if (!id) body = <p>{t.notInRegistry}</p>;
  else if (check.isError) body = <p role="alert">{addressCheckMessages.failed}</p>;
  else if (!check.data) body = <p>{t.loading}</p>;
  else {
    const c = check.data;
    body = (
      <dl className={css.facts}>
        <Fact term={t.settlement}>{c.settlement_name}</Fact>
        <Fact term={t.region}>{c.region_name}</Fact>
        {c.municipal_district ? <Fact term={t.district}>{c.municipal_district}</Fact> : null}
        {oktmoCode ? (
          <Fact term={t.oktmo}>
            {oktmoCode}
            {municipality ? ` — ${municipality}` : ''}
          </Fact>
        ) : null}
        <Fact term={t.gasStatus}>
          <span className={statusClass[c.gas_status]}>
            {gasStatusLabels[c.gas_status] ?? c.gas_status}
          </span>
        </Fact>
        <Fact term={t.programme}>
          {c.in_programme ? t.inProgramme : t.notInProgramme}
          <ProgrammeItems items={c.programme_items ?? []} />
        </Fact>
        <Fact term={t.gro}>
          {c.organization ? (
            <>
              <span className={css.block}>{c.organization.name}</span>
              {c.organization.unified_phone ? (
                <span className={css.block}>
                  {t.groPhone}:{' '}
                  <a href={telHref(c.organization.unified_phone)}>
                    {formatPhone(c.organization.unified_phone)}
                  </a>
                </span>
              ) : null}
            </>
          ) : (
            t.noGro
          )}
        </Fact>
      </dl>
    );
  }
  return (
    <section className={ui.card} aria-labelledby="address-answer">
      <h2 id="address-answer" className={ui.subtitle}>
        {t.answerTitle}
      </h2>
      <p className={ui.muted}>{suggestion.value}</p>
      {body}
      {apply}
    </section>
  );
}

function AddressCheckPage() {
  usePageMeta({ title: pageTitle(t.checkTitle), description: t.checkIntro });
  // The query follows the typed text after the seeds' autocomplete delay.
  const [text, setText, settled] = useSettledText(ADDRESS_SUGGESTION_DELAY_MS);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<AddressSuggestion | null>(null);
  const located = useVisitorLocation();
  const enabled = [...settled].length >= ADDRESS_QUERY_MIN;
  const suggestions = useGetList<AddressSuggestion>(
    'address_suggestions',
    {
      filter: { query: settled },
      pagination: { page: 1, perPage: ADDRESS_SUGGESTION_COUNT },
    },
    { enabled, retry: false },
  );
  const options = enabled && !suggestions.isError ? (suggestions.data ?? []) : [];
  const listId = useId();
  const expanded = open && options.length > 0;

  const choose = (s: AddressSuggestion) => {
    setChosen(s);
    setText(s.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape') setOpen(false);
  };

  return (
    <section className={css.page}>
      <h1 className={ui.title}>{t.checkTitle}</h1>
      <p className={ui.intro}>{t.checkIntro}</p>
      <div className={css.combobox}>
        <Field label={t.addressLabel} hint={t.addressHint}>
          {(control) => (
            <input
              {...control}
              className={ui.input}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
          )}
        </Field>
        <ul
          id={listId}
          role="listbox"
          aria-label={t.suggestions}
          className={css.listbox}
          hidden={!expanded}
        >
          {options.map((s, i) => (
            <li
              key={s.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? css.optionActive : css.option}
              // mousedown, not click: the input keeps its focus.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              {s.value}
            </li>
          ))}
        </ul>
      </div>
      {located && !chosen && !text.trim() ? (
        <p>
          <button type="button" className={ui.linkButton} onClick={() => choose(located)}>
            {interpolate(t.locatedCheck, { place: located.value })}
          </button>{' '}
          <span className={ui.hint}>({t.locatedHint})</span>
        </p>
      ) : null}
      {enabled && suggestions.isError ? (
        <p role="alert" className={ui.error}>
          {addressCheckMessages.failed}
        </p>
      ) : null}
      {enabled &&
      open &&
      suggestions.isSuccess &&
      options.length === 0 &&
      settled === text.trim() ? (
        <p role="status">{t.noSuggestions}</p>
      ) : null}
      {chosen ? <Answer key={chosen.id + chosen.value} suggestion={chosen} /> : null}
    </section>
  );
}

export default AddressCheckPage;
