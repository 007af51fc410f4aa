/**
 * Contracts (issue 6; seed 000 §4), one per lead:
 *   GET|POST|PATCH|DELETE /v1/admin/leads/{id}/contract
 *   PUT|PATCH /v1/admin/leads/{id}/contract/update_status   {status, note?}
 *             (→ terminated also admin_leads_termination, → current admin_leads_contract_signature)
 *   PUT       /v1/admin/leads/{id}/contract/update_dates    admin_leads_contract_date_edit
 *   GET       /v1/admin/leads/{id}/contract/history
 *   GET|POST  /v1/admin/leads/{id}/contract/attachments (+ multipart_upload_*, /{id}, DELETE)
 *             POST takes `{attachment_id, kind}` or the live data-URI file `{original_filename,
 *             kind, file: 'data:…;base64,…'}` (kinds contract | detached_reinforced_signature)
 *   GET       /v1/admin/contracts                           list
 *   GET       /v1/leads/{id}/contract, PUT|PATCH …/update_status, GET …/attachments[/{id}] (site)
 * Agreements and the coordination list register their own routes (agreementRoutes.ts,
 * coordination.ts). A lead outside the caller's scope, or another applicant's, is a 404.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { holdsKey } from '../../../src/access/canAccess';
import { contractStatusLabel } from '../../../src/domain/contractStatuses';
import { adminOf, userOf } from '../../auth/guard';
import { attributesOf, pathId, rawQuery } from '../../http/request';
import { judgedAttributes } from '../../http/schemaErrors';
import { rootBody } from '../../http/formBody';
import { Forbidden, NotFound, Unprocessable, type FieldError } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { DATA_URI_BODY_LIMIT } from '../../storage/dataUri';
import {
  anyAdmin,
  anyUser,
  assertAnyKey,
  assertContractHistory,
  contractMoveKey,
  contractMoveKeys,
  contractReadKeys,
  withKey,
} from './access';
import agreementRoutes from './agreementRoutes';
import { contractDocument, contractOfLead, listContracts, statusHistory } from './contractQueries';
import { applyContractMove, checkContractMove, readMove } from './contractStatus';
import {
  createContract,
  deleteContract,
  staffLeadContract,
  updateContract,
  type ContractInput,
} from './contractWrite';
import coordinationRoutes from './coordination';
import {
  carriesDataUri,
  fileReadRoutes,
  fileWriteRoutes,
  linkFile,
  ownerFileDocument,
  ownStoredFiles,
  readOwnerDataUriFiles,
  storeOwnerFiles,
  type FileOwner,
} from './files';
import { ownLead, staffLead } from './leadAccess';
import { runAfter } from './notify';
import { statusRoutes } from '../../registries/workflow';
import { contractSchemas as schemas, type ContractBody, type ContractDatesBody } from './schemas';
import type { ContractDatesAttributes } from '../../../src/wire/contractBodies';
import { applicantFileStatuses } from './siteRules';

type WithId = { Params: { id: string } };
type ContractWrite = WithId & { Body: ContractBody };
type DatesWrite = WithId & { Body: ContractDatesBody };

const admin = '/v1/admin/leads/:id/contract';
const site = '/v1/leads/:id/contract';
const writeKey = (schema: FastifySchema) => withKey('admin_contracts_update_status', schema);

/** A contract's judged write: the schema's refusals reach the handler (`attachValidation`). */
const judgedWrite = { attachValidation: true, preValidation: rootBody('contract') };
const contractInput = (request: FastifyRequest<ContractWrite>): ContractInput => {
  const { attributes, errors } = judgedAttributes<ContractInput['attributes']>(request);
  // What the schema refused (a relation, or relationships that are no object) is not read.
  const relationships = request.body.data.relationships ?? {};
  return { attributes, relationships, refused: errors };
};

export default async function contractRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** The contract of a lead the staff member sees, read after a write. */
  const staffContract = async (request: FastifyRequest<WithId>) => {
    const lead = await staffLead(db, adminOf(request), request.params.id);
    return contractDocument(await contractOfLead(db, lead.id), 'staff');
  };
  const staffOwner = async (request: FastifyRequest<WithId>): Promise<FileOwner> => {
    const { lead, contract } = await staffLeadContract(db, adminOf(request), request.params.id);
    return {
      type: 'Contract',
      id: contract.id,
      base: `/v1/admin/leads/${lead.id}/contract/attachments`,
    };
  };

  app.get(
    '/v1/admin/contracts',
    { config: { access: { permission: 'admin_contracts_read' } }, schema: schemas.list },
    (request) => listContracts(app.readDb, adminOf(request), parseListQuery(rawQuery(request))),
  );

  app.get<WithId>(admin, anyAdmin(schemas.read), async (request) => {
    assertAnyKey(adminOf(request), contractReadKeys);
    return staffContract(request);
  });

  app.post<ContractWrite>(
    admin,
    { ...writeKey(schemas.create), ...judgedWrite },
    async (request, reply) => {
      const input = contractInput(request);
      await db.transaction((tx) => createContract(tx, adminOf(request), request.params.id, input));
      return reply.status(201).send(await staffContract(request));
    },
  );

  app.patch<ContractWrite>(
    admin,
    { ...writeKey(schemas.update), ...judgedWrite },
    async (request) => {
      const input = contractInput(request);
      await db.transaction((tx) => updateContract(tx, adminOf(request), request.params.id, input));
      return staffContract(request);
    },
  );

  app.delete<WithId>(admin, writeKey(schemas.remove), async (request, reply) => {
    await db.transaction((tx) => deleteContract(tx, adminOf(request), request.params.id));
    return reply.status(204).send();
  });

  statusRoutes<WithId['Params']>(app, {
    base: admin,
    move: {
      access: 'admin',
      schema: schemas.move,
      handler: async (request) => {
        const who = adminOf(request);
        assertAnyKey(who, contractMoveKeys);
        const input = readMove(attributesOf(request.body, 'contract'));
        const after = await db.transaction(async (tx) => {
          const { lead, contract } = await staffLeadContract(tx, who, request.params.id, true);
          const to = checkContractMove(contract, input, 'staff');
          if (!holdsKey(who, contractMoveKey(to))) throw new Forbidden();
          if (to === 'terminated' && !holdsKey(who, 'admin_leads_termination')) {
            throw new Forbidden();
          }
          // Staff set a contract current on the applicant's signature (paper, or the detached
          // signature attached): the contract signature of seed 001 §6.
          if (to === 'current' && !holdsKey(who, 'admin_leads_contract_signature')) {
            throw new Forbidden();
          }
          return applyContractMove(
            tx,
            lead,
            contract,
            to,
            { kind: 'staff', adminId: who.id },
            input.note,
          );
        });
        await runAfter(app, after);
        return staffContract(request);
      },
    },
    history: {
      access: 'admin',
      schema: schemas.history,
      handler: async (request) => {
        const who = adminOf(request);
        assertContractHistory(who);
        const { contract } = await staffLeadContract(db, who, request.params.id);
        return statusHistory(
          db,
          'contract_status_changes',
          'contract_id',
          contract.id,
          parseListQuery(rawQuery(request)),
          contractStatusLabel,
        );
      },
    },
  });

  // The live portal's verb, and the only one (one name per call).
  app.put<DatesWrite>(
    `${admin}/update_dates`,
    { ...withKey('admin_leads_contract_date_edit', schemas.dates), ...judgedWrite },
    async (request) => {
      const { attributes, errors } = judgedAttributes<ContractDatesAttributes>(request);
      const input = { attributes, relationships: {}, refused: errors };
      await db.transaction((tx) => updateContract(tx, adminOf(request), request.params.id, input));
      return staffContract(request);
    },
  );

  // Files, console side.
  const staffReader = async (request: FastifyRequest<WithId>) => {
    assertAnyKey(adminOf(request), contractReadKeys);
    return staffOwner(request);
  };
  fileReadRoutes(app, admin, staffReader, anyAdmin, schemas);
  app.post<WithId>(
    `${admin}/attachments`,
    { ...writeKey(schemas.attach), bodyLimit: DATA_URI_BODY_LIMIT },
    async (request, reply) => {
      const who = adminOf(request);
      const owner = await staffOwner(request);
      if (!carriesDataUri(request.body)) {
        const doc = await db.transaction((tx) => linkFile(tx, who, owner, request.body));
        return reply.status(201).send(doc);
      }
      const errors: FieldError[] = [];
      const files = readOwnerDataUriFiles(owner.type, [request.body], () => 'file', errors);
      if (errors.length) throw new Unprocessable(errors);
      const ids = await storeOwnerFiles(db, app.storage, who, files);
      const [row] = await db.transaction(async (tx) => {
        // The contract may have gone meanwhile: it is locked and read again.
        const { contract } = await staffLeadContract(tx, who, request.params.id, true);
        if (contract.id !== owner.id) throw new NotFound();
        return ownStoredFiles(tx, owner, ids);
      });
      return reply.status(201).send(ownerFileDocument(owner, row!));
    },
  );
  fileWriteRoutes(app, admin, staffOwner, writeKey, schemas);

  // The applicant's side: own leads only.
  const ownContract = async (request: FastifyRequest<WithId>) => {
    const lead = await ownLead(db, userOf(request).id, pathId(request.params.id));
    return { lead, contract: await contractOfLead(db, lead.id) };
  };

  app.get<WithId>(site, anyUser(schemas.read), async (request) => {
    const { contract } = await ownContract(request);
    return contractDocument(contract, 'applicant');
  });

  statusRoutes<WithId['Params']>(app, {
    base: site,
    move: {
      access: 'user',
      schema: schemas.move,
      handler: async (request) => {
        const user = userOf(request);
        const input = readMove(attributesOf(request.body, 'contract'));
        const after = await db.transaction(async (tx) => {
          const lead = await ownLead(tx, user.id, pathId(request.params.id), true);
          const contract = await contractOfLead(tx, lead.id, true);
          if (!contract) throw new NotFound();
          const to = checkContractMove(contract, input, 'applicant');
          return applyContractMove(
            tx,
            lead,
            contract,
            to,
            { kind: 'applicant', userId: user.id },
            input.note,
          );
        });
        await runAfter(app, after);
        const { contract } = await ownContract(request);
        return contractDocument(contract, 'applicant');
      },
    },
  });

  const siteOwner = async (request: FastifyRequest<WithId>): Promise<FileOwner> => {
    const { lead, contract } = await ownContract(request);
    // Drafts under preparation or coordination stay with the staff.
    if (!contract || !applicantFileStatuses.includes(contract.status)) throw new NotFound();
    return { type: 'Contract', id: contract.id, base: `/v1/leads/${lead.id}/contract/attachments` };
  };
  fileReadRoutes(app, site, siteOwner, anyUser, schemas);

  await app.register(agreementRoutes);
  await app.register(coordinationRoutes);
}
