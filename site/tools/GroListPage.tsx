/**
 * /list_gro (issue 17; seed 000 §2): the gas distribution organizations — the site's
 * organizations list (active only) with the affiliation gro (`affiliation_kinds[]=gro`), by
 * region. An empty list reads 'Список организаций пуст' (seed 000 §8).
 */
import { useGetList } from 'ra-core';
import { useState } from 'react';
import { formatPhone, telHref } from '../../src/format/phone';
import type { Organization } from '../../src/ui/hotline';
import { SelectField } from '../Field';
import { Fact } from '../DataList';
import { toolTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import css from './tools.module.css';
import { useRegions } from './useRegions';

type GroOrganization = Organization & { gro_region_ids?: string[] };

function GroListPage() {
  const { options, nameOf } = useRegions();
  const [region, setRegion] = useState('');
  const list = useGetList<GroOrganization>('organizations', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
    filter: { affiliation_kinds: ['gro'], ...(region ? { region_id: region } : {}) },
  });
  // A failed load clears the list (seed 000 §8 "Organization load failure clears the list").
  const organizations = list.isError ? [] : list.data;

  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{t.groTitle}</h1>
      <p className={ui.intro}>{t.groIntro}</p>
      <SelectField
        label={t.regionLabel}
        empty={t.allRegions}
        options={options}
        value={region}
        onChange={setRegion}
      />
      {list.isPending ? <p>{t.loading}</p> : null}
      {organizations?.length === 0 ? <p>{t.groEmpty}</p> : null}
      <ul className={`${ui.grid} ${css.plain}`}>
        {organizations?.map((o) => {
          const regionNames = (o.gro_region_ids ?? []).map(nameOf).filter(Boolean);
          const others = (o.phones ?? []).filter((p) => p && p !== o.unified_phone);
          return (
            <li key={o.id} className={ui.card}>
              <h2 className={css.cardTitle}>{o.name}</h2>
              {o.full_name && o.full_name !== o.name ? (
                <p className={ui.muted}>{o.full_name}</p>
              ) : null}
              <dl className={css.cardFacts}>
                {regionNames.length ? <Fact term={t.regions}>{regionNames.join(', ')}</Fact> : null}
                {o.unified_phone ? (
                  <Fact term={t.groPhone}>
                    <a href={telHref(o.unified_phone)}>{formatPhone(o.unified_phone)}</a>
                  </Fact>
                ) : null}
                {others.length ? (
                  <Fact term={t.otherPhones}>
                    {others.map((p, i) => (
                      <span key={p}>
                        {i > 0 ? ', ' : ''}
                        <a href={telHref(p)}>{formatPhone(p)}</a>
                      </span>
                    ))}
                  </Fact>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default GroListPage;
