/**
 * The ratings' calls that are not react-admin's (seed 001 §7 Ratings): a staff comment, body
 * type comment with the attribute text, through the console's HTTP client (crm/providers.ts).
 */
import type { Identifier } from 'ra-core';
import { httpClient } from '../providers';

export async function addRatingComment(ratingId: Identifier, text: string): Promise<void> {
  await httpClient(`/v1/admin/ratings/${encodeURIComponent(String(ratingId))}/comments`, {
    method: 'POST',
    body: { data: { type: 'comment', attributes: { text } } },
  });
}
