/**
 * What the applicant sees of a contract's files: only once the offer was sent to them. Drafts
 * under preparation, coordination or clarification stay with the staff (our decision).
 */
import type { ContractStatus } from '../../../src/domain/contractStatuses';

export const applicantFileStatuses: readonly string[] = [
  'on_applicant_sign',
  'on_correction',
  'current',
  'not_signed',
  'done',
  'terminated',
] satisfies readonly ContractStatus[];
