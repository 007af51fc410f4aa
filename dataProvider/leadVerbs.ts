/**
 * The lead area's custom verbs (leads, their contract and agreements, application management),
 * one per server action. Each takes the resource name first, so the console's provider
 * (`/v1/admin`) and the site's (`/v1`) share them; writes answer `{data}` with the changed record
 * when the server returns one, so screens put it into the cache instead of reading again.
 *
 * statusMoves           GET    /<resource>/<id>/status_moves        ← meta.allowed_statuses
 * history               GET    /<resource>/<id>/history?per=100
 * editLead              PATCH  /<resource>/<id>                     the card's edit body as built
 * changeService         PATCH  /<resource>/<id>/change_service      {relationships: {service}}
 * changePersonalManager PATCH  /<resource>/<id>/change_personal_manager {relationships: {admin}}
 * contract              GET    /<resource>/<id>/contract            null when there is none (404)
 * createContract        POST   /<resource>/<id>/contract
 * updateContract        PATCH  /<resource>/<id>/contract
 * updateContractDates   PUT    /<resource>/<id>/contract/update_dates
 * deleteContract        DELETE /<resource>/<id>/contract
 * moveContract          PUT    /<resource>/<id>/contract/update_status  {status, note?, confirmed?}
 * contractHistory       GET    /<resource>/<id>/contract/history?per=100
 * createAgreement       POST   /<resource>/<contractId>/agreements  type contract_agreement
 * moveAgreement         PUT    /<resource>/<contractId>/agreements/<id>/update_status
 * signAgreement         POST   /<resource>/<contractId>/agreements/<id>/digital_signature
 * agreementChanges      GET    /<resource>/<contractId>/agreements/<id>/changes?per=100
 * saveActivity          POST   /<resource>/<id>/activities | PATCH …/activities/<activityId>
 * leadSuggestions       GET    /<resource>/suggestions/<uid>
 * managedLead           GET    /<resource>/<id>/management          the lead + meta.management_logs
 * manageLead            PATCH  /<resource>/<id>/management          type lead_management
 * (The management log's report is adminVerbs' `report` on 'leads/management/logs/download_report'.)
 *
 * The attributes each write takes are the `Static` types of the bodies the routes' schemas are
 * built from (src/wire/leadBodies.ts, src/wire/contractBodies.ts), imported as types only: one
 * definition of each body, no schema code in the browser.
 */
import { HttpError, type Identifier, type RaRecord, type SortPayload } from 'ra-core';
import type {
  AgreementAttributes,
  AgreementMoveAttributes,
  ContractAttributes,
  ContractDatesAttributes,
  ContractMoveAttributes,
} from '../src/wire/contractBodies';
import type { ActivityAttributes, LeadManagementAttributes } from '../src/wire/leadBodies';
import type { VerbContext } from './files';
import { firstRecord, toDocument, toRecords, type JsonApiDocument } from './jsonapi';

/**
 * The sort of a sub-list read with ra-core's `useGetList` that must keep the server's own order
 * (a dictionary's position, files, activities): no `order_type` goes out (index.ts sends one only
 * for a set direction), where ra-core's default DESC would flip a position order.
 */
export const serverOrder: SortPayload = { field: 'id', order: '' as SortPayload['order'] };

/** One page is the whole status history of a lead, a contract or an agreement. */
export const HISTORY_PAGE = 100;

interface Read {
  id: Identifier;
  signal?: AbortSignal;
}

/** A move: its status is required; the site's irreversible moves carry `confirmed: true`. */
type Move<A extends { status?: string }> = Omit<A, 'status'> & { status: string };

export type ContractMoveParams = Move<ContractMoveAttributes> & { id: Identifier };

export interface AgreementRef {
  contractId: Identifier;
  id: Identifier;
}

export type AgreementMoveParams = Move<AgreementMoveAttributes> & AgreementRef;

/** An activity's write: its attributes and its type, the live API's relation `activity_type`. */
export interface ActivityWrite {
  id: Identifier;
  /** The activity edited; none for a new one. */
  activityId?: Identifier;
  attributes: ActivityAttributes;
  /** The type's dictionary entry; undefined leaves it as it is, null clears it. */
  activityTypeId?: Identifier | null;
}

export interface ManagedLead {
  lead: RaRecord;
  logs: RaRecord[];
}

/** The card's PATCH body: attributes and the relationships the edit changed. */
export interface LeadEditDocument {
  data: {
    type: 'lead';
    id: string;
    attributes: Record<string, unknown>;
    relationships?: Record<string, { data: { type: string; id: string } | null }>;
  };
}

export interface LeadVerbs {
  statusMoves(resource: string, params: Read): Promise<{ data: string[] }>;
  history(resource: string, params: Read): Promise<{ data: RaRecord[] }>;
  editLead(
    resource: string,
    params: { id: Identifier; body: LeadEditDocument },
  ): Promise<{ data: RaRecord }>;
  changeService(
    resource: string,
    params: { id: Identifier; serviceId: Identifier },
  ): Promise<{ data: RaRecord }>;
  changePersonalManager(
    resource: string,
    params: { id: Identifier; adminId: Identifier | null },
  ): Promise<{ data: RaRecord }>;
  contract(resource: string, params: Read): Promise<{ data: RaRecord | null }>;
  createContract(
    resource: string,
    params: { id: Identifier; attributes: ContractWrite },
  ): Promise<{ data: RaRecord | undefined }>;
  updateContract(
    resource: string,
    params: { id: Identifier; attributes: ContractWrite },
  ): Promise<{ data: RaRecord | undefined }>;
  updateContractDates(
    resource: string,
    params: { id: Identifier; attributes: ContractDatesAttributes },
  ): Promise<{ data: RaRecord | undefined }>;
  deleteContract(
    resource: string,
    params: { id: Identifier },
  ): Promise<{ data: { id: Identifier } }>;
  moveContract(
    resource: string,
    params: ContractMoveParams,
  ): Promise<{ data: RaRecord | undefined }>;
  contractHistory(resource: string, params: Read): Promise<{ data: RaRecord[] }>;
  createAgreement(
    resource: string,
    params: { contractId: Identifier; attributes: AgreementAttributes },
  ): Promise<{ data: RaRecord | undefined }>;
  moveAgreement(
    resource: string,
    params: AgreementMoveParams,
  ): Promise<{ data: RaRecord | undefined }>;
  signAgreement(
    resource: string,
    params: AgreementRef & { confirmed: boolean },
  ): Promise<{ data: RaRecord | undefined }>;
  agreementChanges(
    resource: string,
    params: AgreementRef & { signal?: AbortSignal },
  ): Promise<{ data: RaRecord[] }>;
  saveActivity(resource: string, params: ActivityWrite): Promise<{ data: RaRecord | undefined }>;
  leadSuggestions(
    resource: string,
    params: { uid: string; signal?: AbortSignal },
  ): Promise<{ data: RaRecord[] }>;
  managedLead(resource: string, params: Read): Promise<{ data: ManagedLead | undefined }>;
  manageLead(
    resource: string,
    params: { id: Identifier; values: LeadManagementAttributes },
  ): Promise<{ data: RaRecord | undefined }>;
}

/** Only the attributes with a value: '' and null are not sent. */
function filled(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
      .filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/**
 * A contract's write as the console's form holds it: the attributes, and the ГРС's and the
 * connection features' ids, which go out as the live API's relationships (contractBody).
 */
type ContractWrite = ContractAttributes & {
  gas_distribution_station?: Identifier | null;
  contracts_connection_features?: readonly Identifier[] | null;
};

/**
 * The ГРС as `{data: {type, id}}` (`{data: null}` clears it), the features as the live
 * `{data: {type, attributes: [ids]}}` (an empty list: none); the rest stays attributes.
 */
function contractBody(values: ContractWrite) {
  const {
    gas_distribution_station: station,
    contracts_connection_features: features,
    ...attributes
  } = values;
  const relationships: Record<string, unknown> = {};
  if (station !== undefined) {
    relationships.gas_distribution_station = relationship('gas_distribution_station', station);
  }
  if (features !== undefined) {
    relationships.contracts_connection_features = {
      data: { type: 'contracts_connection_features', attributes: (features ?? []).map(String) },
    };
  }
  return [attributes, Object.keys(relationships).length ? relationships : undefined] as const;
}

/** A to-one relationship: `{data: {type, id}}`, or `{data: null}` to clear it. */
const relationship = (type: string, id: Identifier | null) => ({
  data: id === null ? null : { type, id: String(id) },
});

/** `{data: {type: 'lead', relationships: {<name>: {data: {type, id} | null}}}}`. */
function relationBody(name: string, type: string, id: Identifier | null) {
  return { data: { type: 'lead', relationships: { [name]: relationship(type, id) } } };
}

const segment = (value: Identifier) => encodeURIComponent(String(value));

export function leadVerbs(ctx: VerbContext): LeadVerbs {
  const { httpClient, url, record, records } = ctx;
  /** A status history, whole on its one page. */
  const historyOf = async (path: string, signal?: AbortSignal) => ({
    data: await records(path, { query: { per: HISTORY_PAGE }, signal }),
  });
  const send = async (
    path: string,
    method: 'POST' | 'PUT' | 'PATCH',
    type: string,
    attributes: Record<string, unknown>,
    relationships?: Record<string, unknown>,
  ) => {
    const body = toDocument(type, attributes);
    return {
      data: await record(path, {
        method,
        body: relationships ? { data: { ...body.data, relationships } } : body,
      }),
    };
  };
  /** A write whose answer must be the record: the sent id when the server says nothing. */
  const patchLead = async (path: string, id: Identifier, body: unknown) => ({
    data: (await record(path, { method: 'PATCH', body })) ?? { id: String(id) },
  });
  const contractPath = (resource: string, id: Identifier) => `${url(resource, id)}/contract`;
  const agreementsPath = (resource: string, contractId: Identifier) =>
    `${url(resource, contractId)}/agreements`;
  const agreementPath = (resource: string, { contractId, id }: AgreementRef) =>
    `${agreementsPath(resource, contractId)}/${segment(id)}`;

  return {
    statusMoves: async (resource, { id, signal }) => {
      const { json } = await httpClient<JsonApiDocument>(`${url(resource, id)}/status_moves`, {
        signal,
      });
      const allowed = json?.meta?.allowed_statuses;
      return {
        data: Array.isArray(allowed)
          ? allowed.filter((s): s is string => typeof s === 'string')
          : [],
      };
    },

    history: (resource, { id, signal }) => historyOf(`${url(resource, id)}/history`, signal),

    editLead: (resource, { id, body }) => patchLead(url(resource, id), id, body),

    changeService: (resource, { id, serviceId }) =>
      patchLead(
        `${url(resource, id)}/change_service`,
        id,
        relationBody('service', 'service', serviceId),
      ),

    changePersonalManager: (resource, { id, adminId }) =>
      patchLead(
        `${url(resource, id)}/change_personal_manager`,
        id,
        relationBody('admin', 'admin', adminId),
      ),

    contract: async (resource, { id, signal }) => {
      try {
        return { data: (await record(contractPath(resource, id), { signal })) ?? null };
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return { data: null };
        throw e;
      }
    },

    createContract: (resource, { id, attributes }) =>
      send(contractPath(resource, id), 'POST', 'contract', ...contractBody(filled(attributes))),

    updateContract: (resource, { id, attributes }) =>
      send(contractPath(resource, id), 'PATCH', 'contract', ...contractBody(attributes)),

    updateContractDates: (resource, { id, attributes }) =>
      send(`${contractPath(resource, id)}/update_dates`, 'PUT', 'contract', attributes),

    deleteContract: async (resource, { id }) => {
      await httpClient(contractPath(resource, id), { method: 'DELETE' });
      return { data: { id } };
    },

    moveContract: (resource, { id, status, note, confirmed }) =>
      send(
        `${contractPath(resource, id)}/update_status`,
        'PUT',
        'contract',
        filled({ status, note, confirmed: confirmed || undefined }),
      ),

    contractHistory: (resource, { id, signal }) =>
      historyOf(`${contractPath(resource, id)}/history`, signal),

    createAgreement: (resource, { contractId, attributes }) =>
      send(agreementsPath(resource, contractId), 'POST', 'contract_agreement', filled(attributes)),

    moveAgreement: (resource, { status, note, number, confirmed, ...ref }) =>
      send(
        `${agreementPath(resource, ref)}/update_status`,
        'PUT',
        'contract_agreement',
        filled({ status, note, number, confirmed: confirmed || undefined }),
      ),

    signAgreement: (resource, { confirmed, ...ref }) =>
      send(
        `${agreementPath(resource, ref)}/digital_signature`,
        'POST',
        'contract_agreement',
        confirmed ? { confirmed: true } : {},
      ),

    agreementChanges: (resource, { signal, ...ref }) =>
      historyOf(`${agreementPath(resource, ref)}/changes`, signal),

    saveActivity: (resource, { id, activityId, attributes, activityTypeId }) => {
      const base = `${url(resource, id)}/activities`;
      const relationships =
        activityTypeId === undefined
          ? undefined
          : { activity_type: relationship('dictionary', activityTypeId) };
      return activityId === undefined
        ? send(base, 'POST', 'activity', attributes, relationships)
        : send(`${base}/${segment(activityId)}`, 'PATCH', 'activity', attributes, relationships);
    },

    leadSuggestions: async (resource, { uid, signal }) => ({
      data: await records(`${url(resource)}/suggestions/${segment(uid)}`, { signal }),
    }),

    managedLead: async (resource, { id, signal }) => {
      const { json } = await httpClient<JsonApiDocument>(`${url(resource, id)}/management`, {
        signal,
      });
      const lead = firstRecord(json);
      if (!lead) return { data: undefined };
      const logs = json?.meta?.management_logs;
      return {
        data: { lead, logs: Array.isArray(logs) ? toRecords({ data: logs }) : [] },
      };
    },

    manageLead: (resource, { id, values }) =>
      send(`${url(resource, id)}/management`, 'PATCH', 'lead_management', { ...values }),
  };
}
