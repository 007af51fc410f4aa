/** The workflow table of a document registry (its JSON:API type names the kind). */
import {
  documentWorkflows,
  type DocumentWorkflow,
  type DocumentWorkflowKind,
} from '../../src/domain/documentWorkflows';
import type { RegistryDefinition } from '../../src/registries';

export function workflowOf(definition: RegistryDefinition): DocumentWorkflow {
  return documentWorkflows[definition.type as DocumentWorkflowKind];
}
