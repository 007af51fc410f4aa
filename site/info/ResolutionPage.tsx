/**
 * /resolution (seed 000 §2 "further pages"; its text is not in the seeds): the legal acts the
 * connection through this portal rests on, each named as it is published
 * (docs/decisions.md, "Site information pages").
 */
import ui from '../theme/ui.module.css';
import styles from './info.module.css';
import { infoTexts as t } from './texts';

const acts = [
  {
    title:
      'Постановление Правительства Российской Федерации от 13.09.2021 № 1547 «Об утверждении Правил подключения (технологического присоединения) газоиспользующего оборудования и объектов капитального строительства к сетям газораспределения и о признании утратившими силу некоторых актов Правительства Российской Федерации»',
    what: 'Порядок подключения к сетям газораспределения: кто подаёт заявку, какие документы нужны, сроки, плата за подключение и догазификация — подведение газа до границ участков в газифицированных населённых пунктах.',
  },
  {
    title: 'Федеральный закон от 31.03.1999 № 69-ФЗ «О газоснабжении в Российской Федерации»',
    what: 'Основы газоснабжения и газификации, в том числе роль единого оператора газификации и региональных операторов газификации.',
  },
  {
    title:
      'Федеральный закон от 02.05.2006 № 59-ФЗ «О порядке рассмотрения обращений граждан Российской Федерации»',
    what: 'Как рассматриваются обращения, отправленные через форму обратной связи портала: сроки ответа и права заявителя.',
  },
  {
    title: 'Федеральный закон от 27.07.2006 № 152-ФЗ «О персональных данных»',
    what: 'Как портал обрабатывает и защищает персональные данные заявителей.',
  },
] as const;

function ResolutionPage() {
  return (
    <section className={ui.page} aria-labelledby="resolution-title">
      <h1 id="resolution-title" className={ui.title}>
        {t.resolution}
      </h1>
      <p className={ui.intro}>{t.resolutionIntro}</p>
      <ol className={`${ui.stack} ${styles.list}`}>
        {acts.map((act) => (
          <li key={act.title}>
            <p className={styles.actTitle}>{act.title}</p>
            <p className={`${ui.muted} ${styles.flat}`}>{act.what}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default ResolutionPage;
