/**
 * The knowledge questions' own screens (seed 001 §2 "Knowledge", §7): the list with a tab to the
 * categories (/crm/knowledge/categories, a generic registry) and the edit screen with the
 * question's files. Loaded on demand.
 */
import QuizIcon from '@mui/icons-material/QuizOutlined';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const knowledgeScreens: RegistryScreens = {
  list: lazy(() => import('./KnowledgeList')),
  edit: lazy(() => import('./KnowledgeQuestionEdit')),
  show: lazy(() =>
    import('./KnowledgeQuestionEdit').then((m) => ({ default: m.KnowledgeQuestionShow })),
  ),
  icon: QuizIcon,
};
