/**
 * What the wizard's tests answer for it (the shared steps' own test and both frames'): the
 * services with their providing organization, the organization's branches, the branch of a
 * cadastral number, the upload protocol of a created lead's documents, under the frame's API
 * base (the console's /v1/admin, the site's /v1), and the server's refusal of one field. For
 * tests only.
 */
import { http, HttpResponse } from 'msw';
import { validationMessages } from '../../validation/messages';

export const wizardOrg = {
  type: 'organization',
  id: '2',
  attributes: { name: 'АО «Газпром Псков»' },
};

/** A service that the one organization provides, with the documents list of its checklist. */
export const wizardService = (id: string, name: string, kind: string) => ({
  type: 'service',
  id,
  attributes: { name, kind, documents_list: 'Паспорт заявителя' },
  relationships: { organizations: { data: [{ type: 'organization', id: '2' }] } },
});

/**
 * The organization's one branch, and the same branch for any cadastral number (each number asked
 * is kept in `asked`).
 */
export function branchHandlers(base: string, asked: string[] = []) {
  const branch = { type: 'branch', id: '4', attributes: { name: 'Филиал в г. Великие Луки' } };
  return [
    http.get(`${base}/organizations/2/branches`, () =>
      HttpResponse.json({ data: [branch], meta: { total_count: 1 } }),
    ),
    http.get(`${base}/branches/by_cadastral_number`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('cadastral_number') ?? '');
      return HttpResponse.json({
        data: { ...branch, attributes: { ...branch.attributes, organization_id: '2' } },
        included: [wizardOrg],
        meta: { matched_by: 'district' },
      });
    }),
  ];
}

/** Lead 99's documents uploaded in one part; each start's body is kept in `starts`. */
export function uploadHandlers(base: string, starts: unknown[]) {
  const origin = new URL(base).origin;
  const documents = `${base}/leads/99/documents`;
  return [
    http.post(`${documents}/multipart_upload_start`, async ({ request }) => {
      starts.push(await request.json());
      return HttpResponse.json(
        { data: { type: 'attachment', id: '71', attributes: { upload_id: 'u-1' } } },
        { status: 201 },
      );
    }),
    http.post(`${documents}/multipart_upload_url`, () =>
      HttpResponse.json({
        data: { type: 'attachment', id: '71', attributes: { upload_url: `${origin}/part/1` } },
      }),
    ),
    http.put(`${origin}/part/1`, () => new HttpResponse(null, { headers: { ETag: '"e1"' } })),
    http.post(`${documents}/multipart_upload_complete`, () =>
      HttpResponse.json({ data: { type: 'attachment', id: '71', attributes: {} } }),
    ),
  ];
}

/** The server's 422 for one field: its Russian title and its JSON pointer. */
export const refusal = (title: string, pointer: string) =>
  HttpResponse.json(
    {
      errors: [
        {
          status: '422',
          code: 'unprocessable',
          title,
          detail: validationMessages.invalid,
          source: { pointer },
        },
      ],
    },
    { status: 422 },
  );
