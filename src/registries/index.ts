/**
 * Every declarative registry. The server builds routes for those without `customServer`
 * (server/registries), the console a Resource for each (crm/registries), the catalogue their
 * names. Adding a registry: a definition file, its entry here, its migration (README).
 */
import { advertisingBanners } from './advertisingBanners';
import { appeals, consultations } from './appeals';
import { connectionFeeKinds } from './connectionFeeKinds';
import { groRequests, reportingDocuments } from './documents';
import { gasDistributionStations } from './gasDistributionStations';
import { gasificationProgramItems } from './gasificationProgramItems';
import { infoBanners } from './infoBanners';
import { instructions } from './instructions';
import { knowledgeCategories, knowledgeQuestions } from './knowledge';
import { dictionaries, regions, services, sources } from './leadDictionary';
import { mfcs } from './mfcs';
import { operators } from './operators';
import { organizations } from './organizations';
import { homes, inventoryObjects, sntObjects } from './inventory';
import { schedulePlans } from './schedulePlans';
import { settlements } from './settlements';
import { stateInvestmentPrograms } from './stateInvestmentPrograms';
import { citizenCategories, socialAssistances, subsidies } from './supportMeasures';
import type { RegistryDefinition } from './types';
import { users } from './users';

export * from './types';
export * from './define';

/** `as const`: src/access reads the literal families the definitions declare. */
const definitions = [
  regions,
  sources,
  dictionaries,
  services,
  gasDistributionStations,
  stateInvestmentPrograms,
  connectionFeeKinds,
  instructions,
  infoBanners,
  advertisingBanners,
  knowledgeCategories,
  knowledgeQuestions,
  mfcs,
  users,
  organizations,
  operators,
  settlements,
  gasificationProgramItems,
  inventoryObjects,
  homes,
  sntObjects,
  schedulePlans,
  groRequests,
  reportingDocuments,
  appeals,
  consultations,
  subsidies,
  citizenCategories,
  socialAssistances,
] as const satisfies readonly RegistryDefinition[];

/** Every definition with its literal types (family names and actions). */
export type DefinedRegistry = (typeof definitions)[number];

export const registries: readonly RegistryDefinition[] = definitions;

export function registryByName(name: string): RegistryDefinition | undefined {
  return registries.find((r) => r.name === name);
}

/** react-admin resource name → API path, for the dataProvider. */
export const registryApiPaths: Readonly<Record<string, string>> = Object.fromEntries(
  registries.map((r) => [r.name, r.path]),
);

export {
  advertisingBanners,
  connectionFeeKinds,
  dictionaries,
  gasDistributionStations,
  gasificationProgramItems,
  groRequests,
  homes,
  infoBanners,
  inventoryObjects,
  instructions,
  knowledgeCategories,
  knowledgeQuestions,
  mfcs,
  operators,
  regions,
  reportingDocuments,
  services,
  schedulePlans,
  settlements,
  sntObjects,
  sources,
  stateInvestmentPrograms,
};
