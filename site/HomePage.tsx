/**
 * The home page (/, seed 000 §2 "home page with map, steps and banners"): the portal's name and
 * the ways in (apply, check an address), the steps to get gas, the advertising banners and the
 * map of regions with their lead counts. The map is its own chunk, loaded after the page.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { siteMessages as t, siteTitle } from '../i18n/site';
import { AdvertisingBanners } from './AdvertisingBanners';
import { usePageMeta } from './layout/pageMeta';
import { toolPaths } from './tools/paths';
import styles from './home/Home.module.css';
import { homeTexts as h } from './home/texts';
import ui from './theme/ui.module.css';

const RegionMap = lazy(() => import('./home/RegionMap'));

function HomePage() {
  usePageMeta({ title: siteTitle, description: h.description });
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.heroTitle}>
            {siteTitle}
          </h1>
          <p className={styles.heroLead}>{t.homeLead}</p>
          <div className={ui.row}>
            <Link className={`${ui.button} ${styles.heroPrimary}`} to="/leads/new">
              {t.newLead}
            </Link>
            <Link
              className={`${ui.buttonSecondary} ${styles.heroSecondary}`}
              to={toolPaths.checkAddress}
            >
              {h.checkAddress}
            </Link>
          </div>
        </div>
        <svg className={styles.heroArt} viewBox="0 0 200 200" aria-hidden="true" data-decorative>
          <circle cx="100" cy="100" r="96" fill="rgb(255 255 255 / 0.08)" />
          <circle cx="100" cy="100" r="70" fill="rgb(255 255 255 / 0.1)" />
          <path
            d="M100 34c7 24 38 38 38 72a38 38 0 0 1-76 0c0-17 9-29 18-37 1 11 6 18 14 22-3-21 1-40 6-57Z"
            fill="var(--c-accent)"
          />
          <path d="M100 108c8 9 16 15 16 25a16 16 0 0 1-32 0c0-10 8-16 16-25Z" fill="#fff" />
        </svg>
      </section>

      <section aria-labelledby="steps-title" className={styles.section}>
        <h2 id="steps-title" className={ui.subtitle}>
          {h.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {h.steps.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <AdvertisingBanners title={h.bannersTitle} />

      <section aria-labelledby="map-title" className={styles.section}>
        <h2 id="map-title" className={ui.subtitle}>
          {h.mapTitle}
        </h2>
        <Suspense fallback={<p className={ui.muted}>{h.mapLoading}</p>}>
          <RegionMap />
        </Suspense>
      </section>
    </div>
  );
}

export default HomePage;
