import { describe, expect, it } from 'vitest';
import { slugOf, uniqueSlug } from './slug';

describe('slugOf', () => {
  it.each([
    // The live portal's own slugs (server/test/live-api/20-contract-create.json).
    ['30 дней', '30_dniei'],
    ['Проблем нет', 'probliem_niet'],
    ['Не требуется (существующий)', 'nie_triebuietsia_sushchiestvuiushchii'],
    // Every multi-letter rule and the dropped signs.
    ['Ёж, жюри, чаща', 'iozh_zhiuri_chashcha'],
    ['Цех «Хозяйство»', 'tsiekh_khoziaistvo'],
    ['Объём, подъезд и мыло', 'obiom_podiezd_i_mylo'],
    ['Эхо', 'ekho'],
    ['1,5 года', '1_5_goda'],
    ['  ГРС-1 / ПАО «Газпром»  ', 'grs_1_pao_gazprom'],
    ['Café № 5', 'cafe_5'],
    ['—', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});

describe('uniqueSlug', () => {
  it('numbers a slug its dictionary already holds', () => {
    expect(uniqueSlug('30_dniei', new Set())).toBe('30_dniei');
    expect(uniqueSlug('30_dniei', new Set(['30_dniei']))).toBe('30_dniei_2');
    expect(uniqueSlug('30_dniei', new Set(['30_dniei', '30_dniei_2']))).toBe('30_dniei_3');
  });
});
