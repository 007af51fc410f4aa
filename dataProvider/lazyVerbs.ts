/**
 * The dataProvider with its custom verbs' code loaded on the first verb called: the site's
 * pages read through the standard methods first, and a visit to the home page calls no verb
 * at all, so the verbs (the upload, the exports, the console's calls) stay out of its first
 * load (issue 40). The verbs, their calls and their answers are jsonApiDataProvider's.
 */
import type { HttpClient } from '../src/api';
import type { CustomVerbs } from './customVerbs';
import type { EogDataProvider } from './index';
import { createVerbContext, type ProviderOptions } from './files';
import { standardMethods } from './standard';

/** Every custom verb's name: the type refuses a verb missing here, or one that is no verb. */
export const customVerbNames = Object.keys({
  updateStatus: true,
  block: true,
  unblock: true,
  changes: true,
  export: true,
  statusMoves: true,
  history: true,
  editLead: true,
  changeService: true,
  changePersonalManager: true,
  contract: true,
  createContract: true,
  updateContract: true,
  updateContractDates: true,
  deleteContract: true,
  moveContract: true,
  contractHistory: true,
  createAgreement: true,
  moveAgreement: true,
  signAgreement: true,
  agreementChanges: true,
  saveActivity: true,
  leadSuggestions: true,
  managedLead: true,
  manageLead: true,
  currentAccount: true,
  updateCurrentAccount: true,
  changePassword: true,
  resetPassword: true,
  requestPasswordReset: true,
  register: true,
  confirmAccount: true,
  confirmBySms: true,
  resendConfirmation: true,
  removePolicyAgreement: true,
  reassignLeads: true,
  report: true,
  saveMultipart: true,
  getSettings: true,
  updateSettings: true,
  sendConfirmation: true,
  sendRecovery: true,
  activeBanners: true,
  massUpdate: true,
  resendToCc: true,
  emailCsvExport: true,
  startImport: true,
  getJob: true,
  downloadJobFile: true,
  analyticsReport: true,
  analyticsRegions: true,
  refreshAnalytics: true,
  rabbitmqStatistics: true,
  resendFailedMessages: true,
  controlJob: true,
  addRatingComment: true,
  programmeItemPreview: true,
  createLead: true,
  saveDraft: true,
  submitDraft: true,
  branchByCadastralNumber: true,
  health: true,
  guestAppeal: true,
  createAppeal: true,
  assignExecutor: true,
  decideCategory: true,
  locateAddress: true,
  findOktmo: true,
  search: true,
  validateSnils: true,
  validatePhone: true,
  upload: true,
  download: true,
} satisfies Record<keyof CustomVerbs, true>) as (keyof CustomVerbs)[];

type AnyVerb = (...args: unknown[]) => Promise<unknown>;

/**
 * `const dataProvider = lazyVerbsDataProvider('/v1', createHttpClient({tokenStore}));` — the
 * same arguments and methods as jsonApiDataProvider; each verb waits for ./customVerbs.ts
 * once (every verb returns a promise, so a caller sees no difference).
 */
export function lazyVerbsDataProvider(
  apiUrl: string,
  httpClient: HttpClient,
  options?: ProviderOptions,
): EogDataProvider {
  const ctx = createVerbContext(apiUrl, httpClient, options);
  let loaded: Promise<CustomVerbs> | undefined;
  const verbs = () => (loaded ??= import('./customVerbs').then((m) => m.customVerbs(ctx)));
  const forward =
    (name: keyof CustomVerbs): AnyVerb =>
    async (...args) =>
      ((await verbs())[name] as AnyVerb)(...args);
  const lazy = Object.fromEntries(customVerbNames.map((name) => [name, forward(name)]));
  return { ...standardMethods(ctx, options), ...(lazy as unknown as CustomVerbs) };
}
