/**
 * /health (seed 000 §2 "health page"): the portal's status as `GET /health` answers it with
 * `Accept: application/json` (the dataProvider's `health` verb): up, degraded (the database does
 * not answer) or unreachable, the database and its kind, and when it was checked. A browser's
 * own navigation to /health gets this page (server/app.ts serves index.html to text/html).
 */
import { useQuery } from '@tanstack/react-query';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { formatDateTime } from '../../src/format/date';
import { Fact } from '../DataList';
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import { infoTexts as t } from './texts';

function HealthPage() {
  const dataProvider = useEogDataProvider();
  const { data, isError, isFetching, dataUpdatedAt, errorUpdatedAt, refetch } = useQuery({
    queryKey: ['portal', 'health'],
    queryFn: ({ signal }) => dataProvider.health({ signal }).then((r) => r.data),
    retry: false,
    gcTime: 0,
  });
  const ok = !isError && data?.status === 'ok';
  const summary = isError ? t.healthDown : !data ? t.loading : ok ? t.healthOk : t.healthDegraded;
  const checked = Math.max(dataUpdatedAt, errorUpdatedAt);
  return (
    <section className={ui.page} aria-labelledby="health-title">
      <h1 id="health-title" className={ui.title}>
        {t.health}
      </h1>
      <div className={`${ui.card} ${ui.stack}`} aria-live="polite" aria-busy={isFetching}>
        <p className={`${styles.status} ${styles.flat}`}>
          {data || isError ? (
            <span className={ok ? styles.dot : styles.dotDown} aria-hidden="true" />
          ) : null}
          <span>{summary}</span>
        </p>
        {data ? (
          <dl className={styles.facts}>
            <dt>{t.database}</dt>
            <dd className={data.database.status === 'up' ? styles.ok : styles.down}>
              {data.database.status === 'up' ? t.databaseUp : t.databaseDown}
            </dd>
            {data.database.kind ? <Fact term={t.databaseKind}>{data.database.kind}</Fact> : null}
            {checked ? (
              <Fact term={t.checkedAt}>{formatDateTime(new Date(checked).toISOString())}</Fact>
            ) : null}
          </dl>
        ) : null}
        <div className={ui.row}>
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {t.recheck}
          </button>
        </div>
      </div>
    </section>
  );
}

export default HealthPage;
