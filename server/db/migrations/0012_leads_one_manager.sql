-- A lead has one personal manager: leads.admin_id (the console's "Персональный менеджер",
-- set by change_personal_manager and by a staff author of their own organization's lead).
-- personal_manager_id was never written; contracts read the manager from admin_id alone.
ALTER TABLE leads DROP COLUMN IF EXISTS personal_manager_id;
