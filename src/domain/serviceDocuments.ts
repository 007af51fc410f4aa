/**
 * Service-document kinds (seed 000 §3, seed 001 §3). `true` / `false` are the seed's own
 * values (repair on request / repair of gas pipeline and equipment), kept as strings.
 */

export const serviceDocumentKinds = [
  'other',
  'manual',
  'sketch',
  'balance',
  'reference',
  'inner',
  'outer',
  'true',
  'false',
] as const;

export type ServiceDocumentKind = (typeof serviceDocumentKinds)[number];

export const serviceDocumentKindLabels: Record<ServiceDocumentKind, string> = {
  other: 'Прочее',
  manual: 'Инструкция',
  sketch: 'Эскиз узла учёта газа',
  balance: 'Акт разграничения балансовой принадлежности',
  reference: 'Справка',
  inner: 'Перемонтаж внутреннего газопровода',
  outer: 'Перемонтаж наружного газопровода',
  true: 'Ремонт по заявке',
  false: 'Ремонт газопровода и газового оборудования',
};
