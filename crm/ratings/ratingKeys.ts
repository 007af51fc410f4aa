/**
 * The ratings' keys the console mirrors (seed 001 §6 "Ratings export and comments are admin
 * only"): the export button and the comment form show only with their key; the server refuses
 * the call anyway (403).
 */
import { usePermissions } from 'ra-core';
import { heldKey } from '../users/userKeys';

export function useRatingKeys(): { export: boolean; comment: boolean } {
  const { permissions } = usePermissions();
  return {
    export: heldKey(permissions, 'admin_ratings_export'),
    comment: heldKey(permissions, 'admin_ratings_comment'),
  };
}
