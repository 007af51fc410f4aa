/**
 * Gasification programme items (issue 16): the preview of seed 001 §2 — the total of
 * perspective consumers (the sum of the four promising counts) and the number of previously
 * ungasified settlements (those not marked connected) — and the Russian messages of the nested
 * item settlements. The server computes the preview (server/modules/gasificationProgramItems);
 * the console shows what it answers.
 */

/** Russian messages of the item settlements and the preview panel. */
export const programmeItemMessages = {
  /** The title of a nested row's field error: 'Поле «Населённые пункты, строка 2: ФАПов» — …'. */
  rowTitle: (row: number, label: string) => `Населённые пункты, строка ${row}: ${label}`,
  tooMany: 'Не больше 500 населённых пунктов в одном мероприятии',
  duplicate: 'Населённый пункт уже есть в мероприятии',
  otherRegion: 'Населённый пункт из другого региона',
  unknownRow: 'Населённый пункт мероприятия не найден',
  previewTitle: 'Предварительный расчёт',
  perspectiveConsumers: 'Всего перспективных потребителей',
  ungasifiedSettlements: 'Ранее не газифицированных населённых пунктов',
  settlementsTitle: 'Населённые пункты мероприятия',
  addSettlement: 'Добавить населённый пункт',
  removeSettlement: 'Удалить населённый пункт',
  connected: 'Подключён к ГРО',
  noSettlements: 'Населённые пункты не добавлены',
} as const;

/** The preview's numbers. */
export interface ProgrammeItemPreview {
  perspective_consumers_count: number;
  ungasified_settlements_count: number;
  settlements_count: number;
}

/** A count as entered: a whole non-negative number, else it adds nothing. */
export function countValue(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^\s*\d{1,10}\s*$/.test(text) ? Number(text) : 0;
}
