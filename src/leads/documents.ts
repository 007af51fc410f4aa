/** What the applicant may do with a lead's documents, for the server and the site alike. */

/** Statuses in which the applicant adds documents: while filling it in, and when asked to. */
export const applicantDocumentStatuses = ['draft', 'pending'] as const;

export function applicantMayAttachIn(status: unknown): boolean {
  return (applicantDocumentStatuses as readonly unknown[]).includes(status);
}
