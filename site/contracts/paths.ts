/**
 * The site's agreement routes (seed 000 §2 `/contract/{contract_id?}/agreements/{id?}`). Without
 * a contract there is nothing to list (the API lists per contract), so the route needs one.
 */
export const agreementRoutes = [
  'contract/:contract_id/agreements',
  'contract/:contract_id/agreements/:id',
] as const;

export const agreementsHref = (contractId: string) =>
  `/contract/${encodeURIComponent(contractId)}/agreements`;

export const agreementHref = (contractId: string, id: string) =>
  `${agreementsHref(contractId)}/${encodeURIComponent(id)}`;
