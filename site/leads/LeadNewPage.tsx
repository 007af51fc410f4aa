/** /leads/new: placeholder for the lead wizard, which the leads issue fills in. */
import { siteMessages as t } from '../../i18n/site';

export function LeadNewPage() {
  return (
    <section>
      <h1>{t.newLead}</h1>
      <p>{t.newLeadPlaceholder}</p>
    </section>
  );
}

export default LeadNewPage;
