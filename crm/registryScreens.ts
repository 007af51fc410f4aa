/**
 * The console collects the registries' own screens here (each crm/<registry>/index.ts exports
 * its `RegistryScreens`), by definition name; every other registry gets the generic screens of
 * crm/registries, which imports no registry's folder. Adding one: export it there, list it here.
 */
import { appealScreens } from './appeals';
import { documentScreens } from './documents';
import { programmeItemScreens } from './gasificationProgramItems';
import { instructionScreens } from './instructions';
import { inventoryScreens } from './inventory';
import { knowledgeScreens } from './knowledge';
import { operatorScreens } from './operators';
import { serviceScreens } from './services';
import { organizationScreens } from './organizations';
import { schedulePlanScreens } from './schedulePlans';
import { citizenCategoryScreens, socialAssistanceScreens } from './supportMeasures';
import { userScreens } from './users';
import type { RegistryScreens } from './registries/resource';

export const registryScreens: Readonly<Record<string, RegistryScreens>> = {
  appeals: appealScreens,
  'appeals/consultations': appealScreens,
  gasification_programs_items: programmeItemScreens,
  gro_requests: documentScreens,
  instructions: instructionScreens,
  inventory_object: inventoryScreens,
  'inventory_object/homes': inventoryScreens,
  'inventory_object/snt': inventoryScreens,
  knowledge: knowledgeScreens,
  operators: operatorScreens,
  organizations: organizationScreens,
  object_schedule_plans: schedulePlanScreens,
  'lead_dictionary/services': serviceScreens,
  reporting_documents: documentScreens,
  'support_measures/citizen_categories': citizenCategoryScreens,
  'support_measures/social_assistances': socialAssistanceScreens,
  users: userScreens,
};
