/**
 * Service-document kinds (seed 000 §3, seed 001 §3). `true` / `false` are the seed's own
 * values (repair on request / repair of gas pipeline and equipment), kept as strings.
 */

export const serviceDocumentKindLabels = {
  other: 'Прочее',
  manual: 'Инструкция',
  sketch: 'Эскиз узла учёта газа',
  balance: 'Акт разграничения балансовой принадлежности',
  reference: 'Справка',
  inner: 'Перемонтаж внутреннего газопровода',
  outer: 'Перемонтаж наружного газопровода',
  true: 'Ремонт по заявке',
  false: 'Ремонт газопровода и газового оборудования',
} satisfies Record<string, string>;
export type ServiceDocumentKind = keyof typeof serviceDocumentKindLabels;
export const serviceDocumentKinds = Object.keys(
  serviceDocumentKindLabels,
) as readonly ServiceDocumentKind[];
