/**
 * The registries that replace generic screens with their own (crm/<registry>/index.ts), by
 * definition name. Adding one: export its `RegistryScreens` and list it here.
 */
import { instructionScreens } from '../instructions';
import { knowledgeScreens } from '../knowledge';
import { serviceScreens } from '../services';
import type { RegistryScreens } from './resource';

export const registryOverrides: Readonly<Record<string, RegistryScreens>> = {
  instructions: instructionScreens,
  knowledge: knowledgeScreens,
  'lead_dictionary/services': serviceScreens,
};
