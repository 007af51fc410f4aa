/**
 * /privacy (seed 000 §2 "privacy"; the footer's personal-data policy): the portal's policy on
 * personal data, which registration asks the applicant to agree to. The seeds give no text; this
 * one is ours, written to Федеральный закон № 152-ФЗ «О персональных данных».
 */
import { privacyTexts as t } from './privacyTexts';

function PrivacyPage() {
  return (
    <article style={{ maxWidth: 860, lineHeight: 1.5 }}>
      <h1>{t.title}</h1>
      {t.sections.map(([heading, text]) => (
        <section key={heading}>
          <h2 style={{ fontSize: 18 }}>{heading}</h2>
          <p>{text}</p>
        </section>
      ))}
    </article>
  );
}

export default PrivacyPage;
