/**
 * Step 'Объект газификации' of both wizards: the object's address parts and the cadastral
 * numbers of the plot and the house, then the executing organization and its branch, found by
 * the plot's cadastral number or chosen by hand (./useBranchChoice.ts). Drawn with the frame's
 * widgets (./widgets.ts).
 */
import { leadRelationLabels } from '../../leads/fields';
import { stepFields, type WizardFieldProps } from './model';
import { wizardTexts as text } from './texts';
import { branchName, useBranchChoice } from './useBranchChoice';
import type { WizardOrganization } from './useWizardState';
import type { WizardWidgets } from './widgets';

type Props = Omit<WizardFieldProps, 'path'> & {
  widgets: WizardWidgets;
  kind: string | undefined;
  /** The organizations that provide the chosen service. */
  organizations: readonly WizardOrganization[];
  requiredPaths: ReadonlySet<string>;
};

const optionOf = (r: Record<string, unknown> & { id: string | number }) => ({
  value: String(r.id),
  label: branchName(r),
});

export function ObjectStep({ widgets: w, kind, organizations, requiredPaths, ...form }: Props) {
  const { values, errors, onChange } = form;
  const { organizationId, branchOptions, branchValue, found, lookUp } = useBranchChoice(
    values,
    onChange,
    organizations,
  );
  return (
    <div>
      <w.Columns>
        {stepFields('object', kind).map((path) => (
          <w.Field key={path} path={path} {...form} required={requiredPaths.has(path)} />
        ))}
      </w.Columns>
      <w.Action onClick={() => void lookUp()} outcome={found}>
        {text.findBranch}
      </w.Action>
      <w.Columns>
        <w.Select
          name="organization"
          label={leadRelationLabels.organization}
          required
          value={organizationId}
          options={organizations.map(optionOf)}
          error={errors.organization}
          onChange={(value) => {
            onChange('organization', value);
            onChange('branch', '');
          }}
        />
        <w.Select
          name="branch"
          label={leadRelationLabels.branch}
          value={branchValue}
          options={branchOptions.map(optionOf)}
          emptyLabel={text.noBranch}
          error={errors.branch}
          onChange={(value) => onChange('branch', value)}
        />
      </w.Columns>
    </div>
  );
}
