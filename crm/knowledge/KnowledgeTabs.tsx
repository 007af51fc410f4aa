/**
 * The tabs of the question base (seed 001 §2 "Knowledge": /crm/knowledge and
 * /crm/knowledge/categories): the questions and their categories, each a registry list.
 */
import { Tab, Tabs } from '@mui/material';
import { useCreatePath, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { knowledgeCategories, knowledgeQuestions } from '../../src/registries';

export function KnowledgeTabs({ current }: { current: 'questions' | 'categories' }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const to = (resource: string) => createPath({ resource, type: 'list' });
  return (
    <Tabs value={current} sx={{ mt: 1 }}>
      <Tab
        value="questions"
        label={knowledgeQuestions.title[1]}
        component={RouterLink}
        to={to(knowledgeQuestions.name)}
      />
      <Tab
        value="categories"
        label={translate('app.knowledge.categories')}
        component={RouterLink}
        to={to(knowledgeCategories.name)}
      />
    </Tabs>
  );
}
