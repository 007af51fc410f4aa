/**
 * The e-mailed CSV export (issue 16; seed 001 §7 `email_csv_export`): a job that streams a
 * registry's filtered list — the same rows and cells as `GET /<path>/export`
 * (server/registries/export.ts) — into a CSV file in the storage, batch after batch, then
 * mails its owner a link to the console's jobs page, where the file is downloaded.
 *
 *   params: {registry: <definition name>, filters: <the list's query>, format: 'csv'}
 *
 * The staff member's rights and scope are read again when the job runs: a right lost since
 * the click stops the job, and a narrower scope narrows the rows. A run-time registry (issue 38)
 * is exported as published when the job runs, as the owner's role sees it, if its grants let
 * them read and export it.
 */
import { holdsKey } from '../../src/access/canAccess';
import { canAccessRegistry } from '../../src/access/registryGrants';
import { scopeFor } from '../../src/access/scoping';
import { backgroundJobsConsolePath } from '../../src/domain/backgroundJobs';
import { pluralWithCount } from '../../src/format/plural';
import { listFields, registryByName, type RegistryDefinition } from '../../src/registries';
import { loadAdmin, type AdminPrincipal } from '../auth/principal';
import type { Queryable } from '../db';
import { parseListQuery, type RawQuery } from '../jsonapi/query';
import { permissionOf } from '../registries/crud';
import { registryBatches } from '../registries/export';
import { csvLine } from '../registries/exportCells';
import { listWhere } from '../registries/list';
import { storedFileWriter } from './files';
import { publishedRegistryNamed } from './published';
import { JobFailure, type JobContext, type JobHandler } from './worker';

export const EMAIL_EXPORT_KIND = 'email_csv_export';

export const emailExportMessages = {
  account: 'Учётная запись сотрудника недоступна',
  noRights: 'Нет прав на выгрузку этого реестра',
  unknown: 'Реестр не найден',
  noEmail: 'У учётной записи нет адреса электронной почты',
  subject: (title: string) => `Выгрузка «${title}» готова`,
  body: (title: string, rows: number, link: string, filename: string) =>
    [
      'Здравствуйте!',
      '',
      `Выгрузка реестра «${title}» готова: ${pluralWithCount(rows, ['строка', 'строки', 'строк'])} в файле «${filename}».`,
      `Скачать файл можно в консоли, в разделе фоновых заданий: ${link}`,
      '',
      'Это письмо отправлено автоматически, отвечать на него не нужно.',
    ].join('\n'),
} as const;

export interface EmailExportParams {
  registry: string;
  filters: RawQuery;
  format: 'csv';
}

/** The key that allows a registry's export (its `export`, else its `read`). */
export function exportKeyOf(definition: RegistryDefinition) {
  return permissionOf(definition, 'export', 'read');
}

/** The job's owner as a principal, or a JobFailure when the account is gone or blocked. */
export async function jobOwner(db: Queryable, adminId: string | null): Promise<AdminPrincipal> {
  const account = adminId ? await loadAdmin(db, String(adminId)) : undefined;
  if (!account || account.blocked) throw new JobFailure(emailExportMessages.account);
  const { blocked: _b, tokensValidAfter: _t, revoked: _r, ...principal } = account;
  return principal;
}

/** The job's registry as `admin` may export it now; a failure when they may not. */
async function exportedRegistry(
  ctx: JobContext,
  name: string,
  admin: AdminPrincipal,
): Promise<RegistryDefinition> {
  const code = registryByName(name);
  if (code) {
    if (!code.exportable) throw new JobFailure(emailExportMessages.unknown);
    const key = exportKeyOf(code);
    if (!key || !holdsKey(admin, key)) throw new JobFailure(emailExportMessages.noRights);
    return code;
  }
  const published = await publishedRegistryNamed(ctx.registryStore, name);
  const grants = published?.design.grants;
  if (!published || !canAccessRegistry(admin, grants, 'read'))
    throw new JobFailure(emailExportMessages.unknown);
  if (!canAccessRegistry(admin, grants, 'export'))
    throw new JobFailure(emailExportMessages.noRights);
  const definition = published.forRole(admin.role);
  if (!definition.exportable) throw new JobFailure(emailExportMessages.unknown);
  return definition;
}

export const emailExportHandler: JobHandler = async (ctx: JobContext) => {
  const { db, storage, job } = ctx;
  const params = job.params as unknown as EmailExportParams;
  const admin = await jobOwner(db, job.owner_admin_id);
  const definition = await exportedRegistry(ctx, params.registry, admin);
  const scope = scopeFor(admin);
  const q = parseListQuery(params.filters ?? {});

  const where = listWhere(definition, q, { site: false, scope });
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${definition.table} ${where}`,
    where.params,
  );
  const total = Number(count?.n ?? 0);
  await ctx.progress(0, total);

  const filename = `${definition.title[1]}.csv`;
  const writer = await storedFileWriter(db, storage, {
    kind: 'export',
    filename,
    jobId: job.id,
    adminId: admin.id,
  });
  let rows = 0;
  try {
    await writer.write(`\uFEFF${csvLine(listFields(definition).map(([, f]) => f.label))}`);
    for await (const batch of registryBatches(db, definition, q, scope)) {
      await writer.write(batch.map(csvLine).join(''));
      rows += batch.length;
      await ctx.progress(rows, Math.max(total, rows));
    }
  } catch (err) {
    await writer.abort();
    throw err;
  }
  const file = await writer.close();

  const [owner] = await db.query<{ email: string | null }>(
    'SELECT email FROM admin_users WHERE id = $1',
    [admin.id],
  );
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}${backgroundJobsConsolePath}?job=${job.id}`;
  if (owner?.email) {
    await ctx.mailer.send({
      to: owner.email,
      subject: emailExportMessages.subject(definition.title[1]),
      text: emailExportMessages.body(definition.title[1], rows, link, filename),
    });
  }
  return {
    result: { rows, filename, mailed_to: owner?.email ?? null },
    resultAttachmentId: file.id,
  };
};
