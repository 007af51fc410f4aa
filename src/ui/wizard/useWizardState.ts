/**
 * The new-lead wizard's state for both screens (console and site): the values, the errors, the
 * step, the chosen service with its kind and providing organizations, what a submitted lead must
 * carry (for the required marks), and the moves between steps checked with the server's rules.
 * The shared steps (./WizardStep.tsx) draw it in each frame's widgets; ./useLeadSending.ts
 * sends it.
 */
import { useMemo, useState } from 'react';
import { leadSubmissionErrors } from '../../leads/fields';
import {
  firstStepWithError,
  leadErrors,
  stepErrors,
  stepFields,
  stepOf,
  stepsFor,
  type StepId,
  type WizardValues,
} from './model';

/** A service as the services list answers it (organizations embedded by `included`). */
export type WizardService = Record<string, unknown> & { id: string | number };
export type WizardOrganization = Record<string, unknown> & { id: string | number };

export const initialWizardValues: WizardValues = { informed_consent: false, has_confidant: false };

const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

export function useWizardState(
  services: readonly WizardService[] | undefined,
  options: { staff: boolean; initial?: WizardValues },
) {
  const { staff } = options;
  const [values, setValues] = useState<WizardValues>(options.initial ?? initialWizardValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<StepId>('consent');

  const service = services?.find((s) => String(s.id) === values.service);
  const kind = typeof service?.kind === 'string' ? service.kind : undefined;
  const steps = stepsFor(kind);
  const index = Math.max(steps.indexOf(step), 0);
  const organizations = useMemo(() => {
    const embedded = service?.organizations;
    return Array.isArray(embedded) ? (embedded as WizardOrganization[]) : [];
  }, [service]);
  const requiredPaths = useMemo(
    () =>
      new Set(
        leadSubmissionErrors({
          service_kind: kind ?? null,
          has_confidant: values.has_confidant === true,
          feedback_type: typeof values.feedback_type === 'string' ? values.feedback_type : null,
        }).map((e) => e.field),
      ),
    [kind, values.has_confidant, values.feedback_type],
  );

  const change = (path: string, value: string | boolean) => {
    setValues((v) => {
      const next = { ...v, [path]: value };
      // An organization the new service's providers lack is dropped with its branch.
      if (path === 'service') {
        const providers = ids(services?.find((s) => String(s.id) === value)?.organization_ids);
        if (typeof next.organization === 'string' && !providers.includes(next.organization)) {
          next.organization = providers.length === 1 ? providers[0]! : '';
          next.branch = '';
        }
        if (!next.organization && providers.length === 1) next.organization = providers[0]!;
      }
      return next;
    });
    setErrors(({ [path]: _, ...rest }) => rest);
  };

  /** Shows the errors and opens the first step holding one. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstStepWithError(found, kind);
    if (first) setStep(first);
  };

  return {
    values,
    setValues,
    errors,
    step,
    goTo: setStep,
    service,
    kind,
    steps,
    index,
    last: index === steps.length - 1,
    organizations,
    requiredPaths,
    change,
    showErrors,
    /** 'Совпадает с адресом объекта газификации': the object's address parts, copied. */
    copyObjectAddress: () => {
      for (const path of stepFields('correspondence', kind)) {
        const from = path.replace('correspondence_address.', 'gas_object_address.');
        change(path, values[from] ?? '');
      }
    },
    /** Whether a step has an error (for the stepper's marks). */
    stepHasError: (s: StepId) => Object.keys(errors).some((f) => stepOf(f) === s),
    /** 'Далее': checks this step and moves on when it is clean. */
    next: () => {
      const found = stepErrors(step, values, kind, staff);
      setErrors(found);
      if (Object.keys(found).length === 0) setStep(steps[index + 1]!);
    },
    back: () => setStep(steps[Math.max(index - 1, 0)]!),
    /** Checks every step before sending; false (with the errors shown) when any fails. */
    checkAll: () => {
      const found = leadErrors(values, kind, staff);
      if (Object.keys(found).length) {
        showErrors(found);
        return false;
      }
      return true;
    },
  };
}

export type WizardState = ReturnType<typeof useWizardState>;
