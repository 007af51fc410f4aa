/** The РОГ/ЕОГ coordination screen's tabs and filter limits (seed 001 §2, §5). */
export const coordinationTabs = ['all', 'contracts', 'agreements'] as const;
export type CoordinationTab = (typeof coordinationTabs)[number];
export const coordinationTabLabels: Record<CoordinationTab, string> = {
  all: 'Все заявки',
  contracts: 'Договоры',
  agreements: 'Дополнительные соглашения',
};

/** Which document columns a tab shows: the contract tab hides the agreement ones and back. */
export const coordinationTabColumns: Record<
  CoordinationTab,
  { contract: boolean; agreement: boolean }
> = {
  all: { contract: true, agreement: true },
  contracts: { contract: true, agreement: false },
  agreements: { contract: false, agreement: true },
};

/** The days-in-status filter accepts 1 to 3 digits. */
export const maxDaysInStatusDigits = 3;

/** Organization search in the filter: active only, 10 results, 500 ms debounce. */
export const organizationSearch = { limit: 10, debounceMs: 500 } as const;
