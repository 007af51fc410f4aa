/**
 * The domain's Russian labels under `app.enums.*`, so react-admin fields can translate a value
 * (`app.enums.leadStatus.draft`) and the catalogue test sees every label of the seeds.
 * Imported from src/domain, never retyped.
 */
import * as d from '../src/domain';

const serviceNames = Object.fromEntries(d.serviceKinds.map((k) => [k, d.serviceKindInfo(k).name]));
const dictionaryTitles = Object.fromEntries(
  d.dictionaryKinds.map((k) => [k, d.dictionaryKindTitle(k)]),
);
const dictionaryNameLabels = Object.fromEntries(
  d.dictionaryKinds.map((k) => [k, d.dictionaryNameLabel(k)]),
);

export const enumMessages = {
  leadStatus: d.leadStatusLabels,
  leadStatusAction: { ...d.leadStatusActionLabels, default: d.defaultStatusActionLabel },
  contractStatus: d.contractStatusLabels,
  contractApplicantAction: Object.fromEntries(
    d.applicantContractActions.map((a) => [a.target, a.label]),
  ),
  contractOperatorAction: d.operatorContractActionLabels,
  agreementStatus: d.agreementStatusLabels,
  agreementSource: d.agreementSourceLabels,
  agreementDelivery: d.agreementDeliveryLabels,
  role: d.roleLabels,
  accountType: d.accountTypeLabels,
  source: d.sourceLabels,
  gender: d.genderLabels,
  contractSignType: d.contractSignTypeLabels,
  feeKind: d.feeKindLabels,
  slaKind: d.slaKindLabels,
  ratingGrade: d.ratingGradeLabels,
  ratingCriterion: d.ratingCriterionLabels,
  service: serviceNames,
  serviceDocumentKind: d.serviceDocumentKindLabels,
  documentKind: d.documentKindLabels,
  dictionaryKind: dictionaryTitles,
  dictionaryNameLabel: dictionaryNameLabels,
  instructionShownForKind: d.instructionShownForKindLabels,
  instructionScope: d.instructionScopeLabels,
  affiliationKind: d.affiliationKindLabels,
  coordinationTab: d.coordinationTabLabels,
  pageSize: Object.fromEntries(d.pageSizes.map((n) => [n, d.pageSizeLabel(n)])),
};
