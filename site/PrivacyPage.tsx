/**
 * /privacy (seed 000 §2 "privacy"; the footer's personal-data policy): the portal's policy on
 * personal data, which registration asks the applicant to agree to. The seeds give no text; this
 * one is ours, written to Федеральный закон № 152-ФЗ «О персональных данных».
 */
import { privacyTexts as t } from './privacyTexts';
import ui from './theme/ui.module.css';

function PrivacyPage() {
  return (
    <article className={`${ui.page} ${ui.readable}`}>
      <h1 className={ui.title}>{t.title}</h1>
      {t.sections.map(([heading, text]) => (
        <section key={heading} className={ui.stack}>
          <h2 className={ui.subtitle}>{heading}</h2>
          <p className={ui.text}>{text}</p>
        </section>
      ))}
    </article>
  );
}

export default PrivacyPage;
