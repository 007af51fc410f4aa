/**
 * The soak's HTTP client over the real server (keep-alive, bounded sockets) and the applicant's
 * and the operator's steps the load and the crash rounds are made of: sign-in, a lead created
 * with a document and submitted, a status move. Every call answers the bench's `Sent` (status 0
 * for a refused or reset connection), so a caller decides what counts as an error.
 */
import http from 'node:http';
import { feedbackTypes } from '../../../src/domain/feedbackTypes';
import type { ContractSignType } from '../../../src/domain/people';
import { send, type Sent } from '../../bench/load';
import { sampleFile } from '../sampleFiles';

const DEMO_PASSWORD = 'Gaz-Portal#2026';

/** Resource documents as the API answers them. */
interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}
export const dataOf = (res: Sent): Resource => (JSON.parse(res.body) as { data: Resource }).data;
export const listOf = (res: Sent): Resource[] =>
  (JSON.parse(res.body) as { data: Resource[] }).data;

export class Api {
  readonly base: URL;
  readonly agent: http.Agent;
  constructor(
    baseUrl: string,
    sockets: number,
    private timeoutMs = 30_000,
  ) {
    this.base = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  call(method: string, path: string, auth?: string, json?: unknown): Promise<Sent> {
    return send(this.agent, this.base, {
      method,
      path,
      headers: auth ? { authorization: auth } : {},
      ...(json === undefined ? {} : { json }),
      timeoutMs: this.timeoutMs,
    });
  }

  put(path: string, body: Buffer): Promise<Sent> {
    return send(this.agent, this.base, {
      method: 'PUT',
      path,
      headers: { 'content-type': 'application/octet-stream' },
      body,
      timeoutMs: this.timeoutMs,
    });
  }

  /** The `Bearer …` of a demo account (staff unless fl@/ul@/ip@). */
  async signIn(email: string): Promise<string> {
    const applicant = /^(fl|ul|ip)@/.test(email);
    const res = await this.call('POST', applicant ? '/v1/user/token' : '/v1/admin/token', '', {
      auth: { email, password: DEMO_PASSWORD },
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
    return `Bearer ${(JSON.parse(res.body) as { jwt: string }).jwt}`;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The service and the organization the applicants' leads go to (the seeds' Pskov ГРО). */
export interface LeadTarget {
  service: string;
  organization: string;
}

export async function leadTarget(api: Api): Promise<LeadTarget> {
  const services = listOf(await api.call('GET', '/v1/services?account_type=individual_person'));
  const orgs = listOf(
    await api.call('GET', `/v1/organizations?query=${encodeURIComponent('Псков')}`),
  );
  // Offered to all three account types, so fl@, ul@ and ip@ may all apply.
  const service = services.find((s) => s.attributes.kind === 'technical_connection');
  const organization = orgs.find((o) => String(o.attributes.name).endsWith('Псков»'));
  if (!service || !organization)
    throw new Error('the demo seeds lack the Pskov technical connection');
  return { service: service.id, organization: organization.id };
}

/** A submittable lead body (the fields the submission requires, server/modules/leads). */
export function leadBody(target: LeadTarget, submit: boolean, note: string) {
  return {
    data: {
      type: 'lead',
      attributes: {
        gas_object_address: {
          region: 'Псковская область',
          city: 'г. Псков',
          street: 'ул. Гоголя',
          house: '5',
          cadastral_number: '60:27:0060302:15',
        },
        feedback_type: feedbackTypes[0],
        contract_sign_type: 'electronic' satisfies ContractSignType,
        informed_consent: true,
        planned_gas_consumption: '5,5',
        extra_info: note,
        ...(submit ? { submit: true } : {}),
      },
      relationships: {
        service: { data: { type: 'service', id: target.service } },
        organization: { data: { type: 'organization', id: target.organization } },
      },
    },
  };
}

/** What one step sent: each answer, so the caller can time and judge every request. */
export type Step = (res: Sent, what: string) => void;

export interface Upload {
  attachmentId: string;
  uploadId: string;
  size: number;
  /** Set once the part is stored: a retry then repeats only `complete`, as a client would. */
  etag?: string;
}

/** Starts a multipart upload of one PDF to the applicant's lead; undefined when refused. */
export async function startUpload(
  api: Api,
  auth: string,
  leadId: string,
  step: Step,
): Promise<Upload | undefined> {
  const base = `/v1/leads/${leadId}/documents`;
  const started = await api.call('POST', `${base}/multipart_upload_start`, auth, {
    data: {
      type: 'attachment',
      attributes: { kind: 'passport', original_filename: 'Паспорт.pdf' },
    },
  });
  step(started, 'upload start');
  if (started.status !== 200) return undefined;
  const doc = dataOf(started);
  return { attachmentId: doc.id, uploadId: String(doc.attributes.upload_id), size: 0 };
}

/**
 * Sends the one part of `bytes` (unless an earlier try stored it) and completes the upload;
 * true when completed (acknowledged).
 */
export async function finishUpload(
  api: Api,
  auth: string,
  leadId: string,
  upload: Upload,
  bytes: Buffer,
  step: Step,
): Promise<boolean> {
  const base = `/v1/leads/${leadId}/documents`;
  if (!upload.etag) {
    const url = await api.call('POST', `${base}/multipart_upload_url`, auth, {
      upload_id: upload.uploadId,
      part_number: 1,
    });
    step(url, 'upload url');
    if (url.status !== 200) return false;
    const target = new URL(String(dataOf(url).attributes.upload_url), api.base);
    const put = await api.put(target.pathname + target.search, bytes);
    step(put, 'upload part');
    if (put.status !== 200) return false;
    upload.etag = String(put.headers.etag);
    upload.size = bytes.length;
  }
  const done = await api.call('POST', `${base}/multipart_upload_complete`, auth, {
    upload_id: upload.uploadId,
    parts: [{ part_number: 1, etag: upload.etag }],
  });
  step(done, 'upload complete');
  return done.status === 200;
}

export const samplePdf = (size = 4096) => sampleFile('Паспорт.pdf', size);
