/** Connection fee kinds (seed 000 §3, seed 001 §3); the Russian labels are ours. */
import { optionsOf } from './enums';

export const feeKinds = ['preferential', 'standard', 'custom'] as const;
export type FeeKind = (typeof feeKinds)[number];
export const feeKindLabels: Record<FeeKind, string> = {
  preferential: 'Льготная плата',
  standard: 'Стандартизированная плата',
  custom: 'Плата по индивидуальному проекту',
};
export const feeKindOptions = optionsOf(feeKinds, feeKindLabels);
