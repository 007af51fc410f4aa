/**
 * 'Заявка № {uid}' linking to the lead card, or the empty value when the record names no lead
 * (a document's or an agreement's screen, back to its lead).
 */
import { Link as MuiLink } from '@mui/material';
import { useBasename } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatValue } from '../../src/format/text';
import { interpolate } from '../../src/validation/messages';
import { leadScreenTexts } from './leadLabels';

export function LeadLink({ leadId, uid }: { leadId: string | null | undefined; uid: unknown }) {
  const basename = useBasename();
  if (!leadId) return <>{formatValue(null)}</>;
  return (
    <MuiLink component={Link} to={`${basename}/leads/edit/${encodeURIComponent(leadId)}`}>
      {interpolate(leadScreenTexts.cardTitle, { uid: String(uid ?? leadId) })}
    </MuiLink>
  );
}
