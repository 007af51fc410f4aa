/**
 * The wizard's documents step in the console's widgets, also the lead card's picker
 * (crm/leads/LeadDocuments.tsx): src/leads/wizard/DocumentsStep.tsx.
 */
import type { ChosenFile } from '../../../src/leads/wizard/chosenFiles';
import { DocumentsStep as SharedDocumentsStep } from '../../../src/leads/wizard/DocumentsStep';
import { consoleWidgets } from './widgets';

export function DocumentsStep(props: {
  files: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  documentsList?: string | null;
}) {
  return <SharedDocumentsStep widgets={consoleWidgets} {...props} />;
}
