/**
 * The registries that replace generic screens with their own (crm/<registry>/index.ts), by
 * definition name. Adding one: export its `RegistryScreens` and list it here.
 */
import { instructionScreens } from '../instructions';
import { knowledgeScreens } from '../knowledge';
import { operatorScreens } from '../operators';
import { serviceScreens } from '../services';
import { organizationScreens } from '../organizations';
import { userScreens } from '../users';
import type { RegistryScreens } from './resource';

export const registryOverrides: Readonly<Record<string, RegistryScreens>> = {
  instructions: instructionScreens,
  knowledge: knowledgeScreens,
  operators: operatorScreens,
  organizations: organizationScreens,
  'lead_dictionary/services': serviceScreens,
  users: userScreens,
};
