/**
 * What a frame gives the shared wizard steps (./WizardStep.tsx) to draw with: the console its MUI
 * widgets (crm/leads/wizard/widgets.tsx), the site plain HTML (site/leads/wizard/widgets.tsx),
 * which keeps MUI off the site's bundle. The steps decide what is shown and in which order;
 * the widgets only how. Every widget ties its label and error text to its control.
 */
import type { ComponentType, ReactNode } from 'react';
import type { WizardFieldProps } from './model';

export interface WizardOption {
  value: string;
  label: string;
}

export interface WizardOutcome {
  text: string;
  error: boolean;
}

/**
 * A secondary action inside a step ('Совпадает с адресом объекта газификации'), with its
 * outcome next to it when it has one (`error` colours it as a failure).
 */
export interface WizardActionProps {
  onClick: () => void;
  children: ReactNode;
  outcome?: WizardOutcome;
}

/** One caption and its value of a read-only record (the applicant's data). */
export interface WizardFact {
  key: string;
  label: string;
  value: string;
}

/** A relation picked from a list (service, organization, branch). */
export interface WizardSelectProps {
  /** The relation's name; each frame builds its element id from it. */
  name: string;
  label: string;
  value: string;
  options: readonly WizardOption[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  /** A line under the select when there is no error ('Нет активных услуг'). */
  hint?: string;
  /** The caption of the empty choice, when the select offers one ('Не выбран'). */
  emptyLabel?: string;
}

/** One of a few exclusive answers ('Кто подаёт заявку'). */
export interface WizardChoiceProps {
  name: string;
  label: string;
  value: string;
  options: readonly WizardOption[];
  onChange: (value: string) => void;
}

/** A document already attached to the draft being edited (site). */
export interface AttachedDocument {
  id: string;
  kind: string;
  name: string;
}

/** The kind select and the file input of the documents step, side by side. */
export interface WizardFilePickerProps {
  kind: string;
  kindLabel: string;
  kindOptions: readonly WizardOption[];
  onKindChange: (kind: string) => void;
  /** The caption of the file input ('Добавить файл'). */
  label: string;
  onPick: (files: File[]) => void;
  /** The refused files with their messages. */
  error?: string;
}

export interface WizardWidgets {
  /** One lead attribute (src/leads/fields.ts): text, date, enumeration or flag. */
  Field: ComponentType<WizardFieldProps>;
  Select: ComponentType<WizardSelectProps>;
  Choice: ComponentType<WizardChoiceProps>;
  /** Two columns on a wide screen, one on a narrow one. */
  Columns: ComponentType<{ children: ReactNode }>;
  Action: ComponentType<WizardActionProps>;
  /** A sub-heading inside a step. */
  Subtitle: ComponentType<{ children: ReactNode }>;
  /** An informational block (the notices of Постановление № 1547). */
  Notice: ComponentType<{ children: ReactNode }>;
  /** A muted explanation. */
  Hint: ComponentType<{ children: ReactNode }>;
  /** A line of a step's state: a wait ('Загрузка…') or, with `error`, a failure. */
  Status: ComponentType<{ children: ReactNode; error?: boolean }>;
  /** Captions and their values, read only: a description list named `label`. */
  Facts: ComponentType<{ label: string; rows: readonly WizardFact[] }>;
  /** A titled text kept in its lines (the service's documents list). */
  Checklist: ComponentType<{ title: string; children: string }>;
  FilePicker: ComponentType<WizardFilePickerProps>;
}
