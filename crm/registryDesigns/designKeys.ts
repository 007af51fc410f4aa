/**
 * What the signed-in staff member may do with designs (the `registry_designs` family): the
 * console shows a button only with its key; the server refuses the call anyway (403). The
 * auditors read designs, their versions and kept fields, and create or change none.
 */
import { useHeldKeys } from '../users/userKeys';

export const useDesignKeys = () =>
  useHeldKeys({
    create: 'admin_registry_designs_create',
    update: 'admin_registry_designs_update',
    publish: 'admin_registry_designs_publish',
  });
