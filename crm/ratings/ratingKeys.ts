/**
 * The ratings' keys the console mirrors (seed 001 §6 "Ratings export and comments are admin
 * only"): the export button and the comment form show only with their key; the server refuses
 * the call anyway (403).
 */
import { useHeldKeys } from '../users/userKeys';

export const useRatingKeys = () =>
  useHeldKeys({ export: 'admin_ratings_export', comment: 'admin_ratings_comment' });
