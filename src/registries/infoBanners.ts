/**
 * Info banners (seed 001 §3: id, title, content, priority; routes /crm/info_banners, create,
 * edit/{id}). The layout's banner strip reads the active ones of its context through
 * `/v1/ad/infobanners?context=site` and `/v1/admin/ad/infobanners?context=admin` (seed 000 §7);
 * see docs/decisions.md "Banners".
 */
import { bannerContextOptions, bannerPriorityOptions } from '../domain/banners';
import { active, inactiveRow, timestamps } from './common';
import { defineRegistry } from './define';

export const infoBanners = defineRegistry({
  name: 'info_banners',
  path: 'infobanners',
  type: 'infobanner',
  table: 'info_banners',
  title: ['Баннер', 'Баннеры', 'Баннеров'],
  section: 'info_banners',
  permissions: 'info_banners',
  recordTitle: 'title',
  fields: {
    title: { kind: 'string', label: 'Заголовок', required: true, max: 255, list: true, sort: true },
    content: { kind: 'html', label: 'Текст', required: true, max: 10000 },
    priority: {
      kind: 'enum',
      label: 'Приоритет',
      options: bannerPriorityOptions,
      required: true,
      default: 'normal',
      list: true,
      filter: true,
    },
    context: {
      kind: 'enum',
      label: 'Где показывать',
      options: bannerContextOptions,
      required: true,
      default: 'site',
      list: true,
      filter: true,
    },
    starts_on: { kind: 'date', label: 'Показывать с', list: true },
    ends_on: { kind: 'date', label: 'Показывать по', list: true },
    active,
    ...timestamps,
  },
  search: ['title', 'content'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'created_at', order: 'desc' },
  audited: true,
  exportable: false,
});
