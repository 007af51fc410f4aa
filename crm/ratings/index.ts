/**
 * The quality-control screens (seed 001 §2 /crm/ratings, /crm/ratings/{id}), spread into
 * <Resource name="ratings">; the card answers both /crm/ratings/{id} and …/show.
 */
import StarRateIcon from '@mui/icons-material/StarRate';
import { lazy } from 'react';

const card = lazy(() => import('./RatingShow'));

export const ratings = {
  list: lazy(() => import('./RatingList')),
  edit: card,
  show: card,
  icon: StarRateIcon,
};
