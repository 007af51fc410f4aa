/**
 * The dataProvider with its custom verbs' code loaded on the first call of a verb: the site's
 * pages read through the standard methods first, and a visit to the home page calls no verb at
 * all, so the verbs (the upload, the exports, the cabinet's and the console's calls) stay out of
 * its first load (issue 40). A page that calls a verb as it opens asks for its part beside its
 * own chunk (`loadVerbModule`, site/tools/routes.tsx). The verbs, their calls and their answers
 * are jsonApiDataProvider's (./customVerbs.ts).
 */
import type { HttpClient } from '../src/api';
import type { CustomVerbs } from './customVerbs';
import type { EogDataProvider } from './index';
import { createVerbContext, type ProviderOptions } from './files';
import { standardMethods } from './standard';

/**
 * The verbs' code in two parts: the address look-ups, which public landing pages call as they
 * open (the calculator, the address check), and all the others (the cabinet's, the forms', the
 * console's), which come with the first of them called.
 */
const verbModules = {
  address: () => import('./addressVerbs').then((m) => m.addressVerbs),
  all: () => import('./customVerbs').then((m) => m.customVerbs),
};

export type VerbModule = keyof typeof verbModules;

/** The part of every custom verb: the type refuses a verb missing here, or one that is none. */
export const verbModuleOf = {
  updateStatus: 'all',
  block: 'all',
  unblock: 'all',
  changes: 'all',
  export: 'all',
  statusMoves: 'all',
  history: 'all',
  editLead: 'all',
  changeService: 'all',
  changePersonalManager: 'all',
  contract: 'all',
  createContract: 'all',
  updateContract: 'all',
  updateContractDates: 'all',
  deleteContract: 'all',
  moveContract: 'all',
  contractHistory: 'all',
  createAgreement: 'all',
  moveAgreement: 'all',
  signAgreement: 'all',
  agreementChanges: 'all',
  saveActivity: 'all',
  leadSuggestions: 'all',
  managedLead: 'all',
  manageLead: 'all',
  currentAccount: 'all',
  updateCurrentAccount: 'all',
  changePassword: 'all',
  resetPassword: 'all',
  requestPasswordReset: 'all',
  register: 'all',
  confirmAccount: 'all',
  confirmBySms: 'all',
  resendConfirmation: 'all',
  search: 'all',
  removePolicyAgreement: 'all',
  reassignLeads: 'all',
  report: 'all',
  saveMultipart: 'all',
  getSettings: 'all',
  updateSettings: 'all',
  sendConfirmation: 'all',
  sendRecovery: 'all',
  activeBanners: 'all',
  massUpdate: 'all',
  resendToCc: 'all',
  publish: 'all',
  importDesign: 'all',
  emailCsvExport: 'all',
  startImport: 'all',
  getJob: 'all',
  downloadJobFile: 'all',
  analyticsReport: 'all',
  analyticsRegions: 'all',
  refreshAnalytics: 'all',
  rabbitmqStatistics: 'all',
  resendFailedMessages: 'all',
  controlJob: 'all',
  addRatingComment: 'all',
  programmeItemPreview: 'all',
  createLead: 'all',
  saveDraft: 'all',
  submitDraft: 'all',
  branchByCadastralNumber: 'all',
  health: 'all',
  guestAppeal: 'all',
  createAppeal: 'all',
  assignExecutor: 'all',
  decideCategory: 'all',
  locateAddress: 'address',
  findOktmo: 'address',
  suggestAddresses: 'address',
  validateSnils: 'all',
  validatePhone: 'all',
  upload: 'all',
  download: 'all',
} satisfies Record<keyof CustomVerbs, VerbModule>;

/** Asks for a part's code ahead of its first call (a rejection is the call's to report). */
export function loadVerbModule(name: VerbModule): void {
  verbModules[name]().catch(() => {});
}

type AnyVerb = (...args: unknown[]) => Promise<unknown>;

/**
 * `const dataProvider = lazyVerbsDataProvider('/v1', createHttpClient({tokenStore}));` — the
 * same arguments and methods as jsonApiDataProvider; a verb's first call waits for its part
 * (every verb returns a promise, so a caller sees no difference).
 */
export function lazyVerbsDataProvider(
  apiUrl: string,
  httpClient: HttpClient,
  options?: ProviderOptions,
): EogDataProvider {
  const ctx = createVerbContext(apiUrl, httpClient, options);
  const made = new Map<VerbModule, Promise<Partial<CustomVerbs>>>();
  const verbsOf = (name: VerbModule) => {
    let verbs = made.get(name);
    if (!verbs) {
      verbs = verbModules[name]().then((factory): Partial<CustomVerbs> => factory(ctx));
      made.set(name, verbs);
      // A module that failed to load (a new deployment removed its chunk) is asked for again.
      verbs.catch(() => made.delete(name));
    }
    return verbs;
  };
  // Each verb forwards its call to its part's own, once that is loaded.
  const lazy = Object.fromEntries(
    (Object.entries(verbModuleOf) as [keyof CustomVerbs, VerbModule][]).map(([verb, module]) => [
      verb,
      async (...args: unknown[]) => ((await verbsOf(module))[verb] as AnyVerb)(...args),
    ]),
  );
  return { ...standardMethods(ctx, options), ...(lazy as unknown as CustomVerbs) };
}
