/**
 * Advertising banners of the home page (seed 001 §2 /crm/info_banners/advertising_banners, new,
 * {id}); fields are ours (docs/decisions.md "Banners"): an image with a link.
 */
import { active, inactiveRow, timestamps } from './common';
import { defineRegistry } from './define';
import { validateUrl } from '../validation/basic';

export const advertisingBanners = defineRegistry({
  name: 'info_banners/advertising_banners',
  path: 'advertising_banners',
  type: 'advertising_banner',
  table: 'advertising_banners',
  title: ['Рекламный баннер', 'Рекламные баннеры', 'Рекламных баннеров'],
  section: 'info_banners',
  permissions: 'advertising_banners',
  recordTitle: 'title',
  fields: {
    title: { kind: 'string', label: 'Заголовок', required: true, max: 255, list: true, sort: true },
    content: { kind: 'html', label: 'Текст', max: 5000 },
    link: { kind: 'string', label: 'Ссылка', max: 2000, validate: [validateUrl], list: true },
    image: {
      kind: 'file',
      label: 'Изображение',
      extensions: ['png', 'jpeg', 'jpg'],
      maxBytes: 10_485_760,
    },
    position: { kind: 'integer', label: 'Порядок', min: 0, default: 0, list: true, sort: true },
    active,
    ...timestamps,
  },
  search: ['title'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'position', order: 'asc' },
  site: { where: { active: true } },
  audited: true,
  exportable: false,
});
