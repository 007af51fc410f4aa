/**
 * The question base (seed 001 §2 /crm/knowledge, /crm/knowledge/categories; §7
 * /knowledge/categories, /knowledge/questions with attachments; site-readable, seed 000 §6).
 * Question and category fields are ours (docs/decisions.md "Knowledge").
 */
import { allowedUploadExtensions, maxUploadBytes } from '../domain/uploads';
import { active, inactiveRow, timestamps } from './common';
import { defineRegistry } from './define';

export const knowledgeCategories = defineRegistry({
  name: 'knowledge/categories',
  path: 'knowledge/categories',
  type: 'knowledge_category',
  table: 'knowledge_categories',
  title: ['Категория вопросов', 'Категории вопросов', 'Категорий вопросов'],
  section: 'knowledge',
  permissions: 'knowledge',
  fields: {
    name: { kind: 'string', label: 'Название', required: true, max: 255, list: true, sort: true },
    position: { kind: 'integer', label: 'Порядок', min: 0, default: 0, list: true, sort: true },
    active,
    ...timestamps,
  },
  search: ['name'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'position', order: 'asc' },
  site: { where: { active: true } },
  audited: true,
  exportable: false,
});

export const knowledgeQuestions = defineRegistry({
  name: 'knowledge',
  path: 'knowledge/questions',
  type: 'knowledge_question',
  table: 'knowledge_questions',
  title: ['Вопрос', 'Вопросы', 'Вопросов'],
  section: 'knowledge',
  permissions: 'knowledge',
  recordTitle: 'question',
  fields: {
    question: {
      kind: 'string',
      label: 'Вопрос',
      required: true,
      max: 1000,
      list: true,
      sort: true,
    },
    answer: { kind: 'html', label: 'Ответ', required: true, max: 50000 },
    category_id: {
      kind: 'reference',
      label: 'Категория',
      resource: 'knowledge/categories',
      required: true,
      list: true,
      filter: true,
    },
    position: { kind: 'integer', label: 'Порядок', min: 0, default: 0, list: true, sort: true },
    active,
    ...timestamps,
  },
  search: ['question', 'answer'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'position', order: 'asc' },
  site: { where: { active: true } },
  attachments: { extensions: allowedUploadExtensions, maxBytes: maxUploadBytes },
  audited: true,
  exportable: true,
});
