/**
 * Where a contract's additional agreements are read and shown, for the contract tab's table
 * (../AgreementsPanel), the coordination list and the agreement's own screen (crm/contract)
 * alike: one path resource, so a moved agreement's answer updates both table and screen
 * (dataProvider/recordCache putRecord); one key of an agreement's status history, read again
 * after a move; and the screen's path.
 */
import type { Identifier } from 'ra-core';

/** The path resource of a contract's agreements: 'contracts/5/agreements'. */
export const agreementsResource = (contractId: Identifier) =>
  `contracts/${String(contractId)}/agreements`;

/** The query key of GET …/agreements/{id}/changes. */
export const agreementChangesKey = (contractId: Identifier, agreementId: Identifier) => [
  'contracts',
  'agreementChanges',
  { id: String(agreementId), contractId: String(contractId) },
];

/** The agreement's screen: '/crm/contract/5/agreements/8' under the console's basename. */
export const agreementPath = (basename: string, contractId: Identifier, id: Identifier) =>
  `${basename}/contract/${encodeURIComponent(String(contractId))}/agreements/${encodeURIComponent(String(id))}`;

/** Whether an agreement's registration number is given yet (a draft may have none). */
export const hasNumber = (number: unknown): boolean =>
  number !== undefined && number !== null && number !== '';
