/**
 * /gasification_program (issue 17; seed 000 §2): the public programme items
 * (`GET /v1/gasification_programs/items`, server/modules/gasificationProgramItems) with their
 * settlements, by region, 20 a page.
 */
import { useGetList } from 'ra-core';
import { useState } from 'react';
import { formatDate } from '../../src/format/date';
import { interpolate } from '../../src/validation/messages';
import { SelectField } from '../Field';
import { Fact } from '../DataList';
import { toolTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import css from './tools.module.css';
import { useRegions } from './useRegions';

interface ItemSettlement {
  name: string;
  home_ownerships_count: number | null;
}
interface ProgrammeItem {
  id: string;
  name: string;
  year: number | null;
  region_id: string | null;
  completion_plan_date: string | null;
  commissioning_plan_date: string | null;
  item_settlements?: ItemSettlement[];
}

const PER = 20;

function GasificationProgramPage() {
  const { options, nameOf } = useRegions();
  const [region, setRegion] = useState('');
  const [page, setPage] = useState(1);
  const items = useGetList<ProgrammeItem>('gasification_programs/items', {
    pagination: { page, perPage: PER },
    sort: { field: 'id', order: 'DESC' },
    filter: region ? { region_ids: [region] } : {},
  });
  const pages = Math.max(1, Math.ceil((items.total ?? 0) / PER));

  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{t.programmeTitle}</h1>
      <p className={ui.intro}>{t.programmeIntro}</p>
      <SelectField
        label={t.regionLabel}
        empty={t.allRegions}
        options={options}
        value={region}
        onChange={(id) => {
          setRegion(id);
          setPage(1);
        }}
      />
      {items.isError ? <p role="alert">{t.loadFailed}</p> : null}
      {items.isPending ? <p>{t.loading}</p> : null}
      {items.data?.length === 0 ? <p>{t.programmeEmpty}</p> : null}
      <ul className={`${ui.grid} ${css.plain}`}>
        {items.data?.map((item) => (
          <li key={item.id} className={ui.card}>
            <h2 className={css.cardTitle}>{item.name}</h2>
            <p className={ui.muted}>
              {[nameOf(item.region_id), item.year ? String(item.year) : '']
                .filter(Boolean)
                .join(' · ')}
            </p>
            <dl className={css.cardFacts}>
              {item.completion_plan_date ? (
                <Fact term={t.completion}>{formatDate(item.completion_plan_date)}</Fact>
              ) : null}
              {item.commissioning_plan_date ? (
                <Fact term={t.commissioning}>{formatDate(item.commissioning_plan_date)}</Fact>
              ) : null}
            </dl>
            {item.item_settlements?.length ? (
              <>
                <h3 className={ui.label}>{t.settlements}</h3>
                <ul className={css.parts} aria-label={`${t.settlements}: ${item.name}`}>
                  {item.item_settlements.map((s, i) => (
                    <li key={`${s.name}-${i}`}>
                      {s.name}
                      {s.home_ownerships_count
                        ? ` — ${interpolate(t.homes, { n: s.home_ownerships_count })}`
                        : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={css.pager} aria-label={interpolate(t.pageOf, { page, pages })}>
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t.previous}
          </button>
          <span>{interpolate(t.pageOf, { page, pages })}</span>
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

export default GasificationProgramPage;
