/**
 * The tabs of the question base (seed 001 §2 "Knowledge": /crm/knowledge and
 * /crm/knowledge/categories): the questions and their categories, each a registry list.
 */
import { useCreatePath, useTranslate } from 'ra-core';
import { knowledgeCategories, knowledgeQuestions } from '../../src/registries';
import { OverflowTabs } from '../ui/OverflowTabs';

export function KnowledgeTabs({ current }: { current: 'questions' | 'categories' }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const to = (resource: string) => createPath({ resource, type: 'list' });
  return (
    <OverflowTabs
      value={current}
      tabs={[
        { value: 'questions', label: knowledgeQuestions.title[1], to: to(knowledgeQuestions.name) },
        {
          value: 'categories',
          label: translate('app.knowledge.categories'),
          to: to(knowledgeCategories.name),
        },
      ]}
      sx={{ mt: 1 }}
    />
  );
}
