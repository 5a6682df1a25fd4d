import { PassThrough } from 'node:stream';
import { parisToday } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { safeEntryName } from '../../files/csv';
import { downloadNamePart } from '../../files/download-name';
import { fieldColumns } from '../../files/table';
import { tableFiles } from '../../files/table-files';
import { ZipStream } from '../../files/zip-stream';
import { recordAccess } from '../access-log/access-log.service';
import { getClientDetail } from '../clients/clients.service';
import {
  DEAL_EXPORT_FIELDS,
  DEAL_EXPORT_TYPES,
  dealsOfClient,
  OFFER_EXPORT_FIELDS,
  OFFER_EXPORT_TYPES,
} from '../deals/deal-exports.service';
import { clientLeadsToExport, LEAD_EXPORT_FIELDS, LEAD_EXPORT_TYPES } from '../leads/leads.service';
import { clientDocumentsToExport } from '../documents/documents.service';
import { clientHistoryEntries } from '../history/history.service';
import { inspectionsOfClient } from '../inspections/inspection-exports';
import { searchesOfClient } from '../matching/matching.service';
import { getProspectingConsent, listClientProposals } from '../matching/prospecting.service';
import { signaturesOfClient } from '../signatures/signatures.service';

type ClientRecord = Omit<Awaited<ReturnType<typeof getClientDetail>>, 'documents'>;

/** A client's columns in every export of clients (the client's own export, the agency archive). */
export const CLIENT_COLUMNS = fieldColumns<ClientRecord>(
  [
    'id',
    'fullName',
    'firstName',
    'email',
    'phone',
    'birthDate',
    'nationality',
    'maritalStatus',
    'profession',
    'address',
    'notes',
    'clientScore',
    'createdAt',
  ],
  { birthDate: 'date', clientScore: 'number', createdAt: 'datetime' },
);

/**
 * A client's own data (RGPD art. 15 and 20) as one ZIP: their record (JSON and CSV), their
 * documents' files, the history entries that name them (the entries' data; their attachments
 * may concern other people and stay out), their searches, their prospecting consent with its
 * history, every listing proposed to them, and the leads (« Demandes ») merged into them. Recorded in the access log before anything is read; the
 * ZIP is written straight into the answer.
 */
export async function exportClientData(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip }: { id: string; ip: string },
  log: { error(obj: object, msg: string): void },
) {
  const client = await getClientDetail(deps, scope, { id });
  await recordAccess(deps, scope, { kind: 'client_export', ip, clientId: client.id });
  const [documents, history, searches, consent, proposals, leads, signatures, inspections, deals] =
    await Promise.all([
      clientDocumentsToExport(deps, scope, { clientId: id }),
      clientHistoryEntries(deps, scope, { clientId: id }),
      searchesOfClient(deps, scope, { id }),
      getProspectingConsent(deps, scope, { id }),
      listClientProposals(deps, scope, { id }),
      clientLeadsToExport(deps, scope, { clientId: id }),
      signaturesOfClient(deps, scope, id),
      inspectionsOfClient(deps, scope, id),
      dealsOfClient(deps, scope, id),
    ]);
  const leadRows = leads.rows;
  const searchRows = searches.items.map(({ history: _events, ...search }) => search);
  const files = documents.map((d) => ({
    ...d,
    path: `documents/${d.id}-${safeEntryName(d.fileName)}`,
  }));
  const { documents: _listed, ...record } = client;
  const body = new PassThrough();
  const write = async () => {
    const zip = new ZipStream(body);
    const documentRows = files.map((f) => ({
      id: f.id,
      path: f.path,
      fileName: f.fileName,
      mimeType: f.mimeType,
      sizeBytes: f.sizeBytes,
      uploadedAt: f.uploadedAt,
    }));
    const historyRows = history.map(({ documents: attached, ...entry }) => ({
      ...entry,
      attachments: attached.length,
    }));
    await zip.addData(
      'donnees.json',
      Buffer.from(
        JSON.stringify(
          {
            exportedAt: new Date().toISOString(),
            client: record,
            documents: documentRows,
            history: historyRows,
            searches: searches.items,
            prospectingConsent: consent,
            proposals: proposals.items,
            leads: leadRows,
            // The electronic signature requests they were a signer of (issue 30).
            signatures,
            // The états des lieux naming them as landlord or tenant (issue 31).
            inspections,
            // The offers they made and the sale or rental files they are party to (issue 32).
            offers: deals.offers,
            deals: deals.deals,
          },
          null,
          2,
        ),
      ),
    );
    const tables = [
      await tableFiles('client', { sheet: 'Client', columns: CLIENT_COLUMNS, rows: [record] }),
      await tableFiles('documents', {
        sheet: 'Documents',
        columns: fieldColumns<(typeof documentRows)[number]>(
          ['id', 'path', 'fileName', 'mimeType', 'sizeBytes', 'uploadedAt'],
          { sizeBytes: 'number', uploadedAt: 'datetime' },
        ),
        rows: documentRows,
      }),
      await tableFiles('historique', {
        sheet: 'Historique',
        columns: fieldColumns<(typeof historyRows)[number]>(
          [
            'id',
            'propertyId',
            'type',
            'date',
            'startTime',
            'description',
            'clientName',
            'clientEmail',
            'clientPhone',
            'clientNote',
            'createdAt',
          ],
          { date: 'date', createdAt: 'datetime' },
        ),
        rows: historyRows,
      }),
      await tableFiles('recherches', {
        sheet: 'Recherches',
        columns: fieldColumns<(typeof searchRows)[number]>(
          ['id', 'summary', 'status', 'alertMode', 'notes', 'createdAt', 'updatedAt'],
          { createdAt: 'datetime', updatedAt: 'datetime' },
        ),
        rows: searchRows,
      }),
      await tableFiles('propositions', {
        sheet: 'Propositions',
        columns: fieldColumns<(typeof proposals.items)[number]>(
          ['id', 'sentAt', 'via', 'propertyName', 'propertyCity', 'price', 'answer', 'answeredAt'],
          { sentAt: 'datetime', price: 'number', answeredAt: 'datetime' },
        ),
        rows: proposals.items,
      }),
      await tableFiles('offres', {
        sheet: 'Offres',
        columns: fieldColumns<(typeof deals.offers)[number]>([...OFFER_EXPORT_FIELDS], OFFER_EXPORT_TYPES),
        rows: deals.offers,
      }),
      await tableFiles('dossiers', {
        sheet: 'Dossiers',
        columns: fieldColumns<(typeof deals.deals)[number]>([...DEAL_EXPORT_FIELDS], DEAL_EXPORT_TYPES),
        rows: deals.deals,
      }),
      await tableFiles('demandes', {
        sheet: 'Demandes',
        columns: fieldColumns<(typeof leadRows)[number]>(
          [...LEAD_EXPORT_FIELDS, 'rawMessage'],
          LEAD_EXPORT_TYPES,
        ),
        rows: leadRows,
      }),
    ];
    for (const file of tables.flat()) await zip.addData(file.name, file.body);
    for (const file of [...files, ...leads.rawFiles]) {
      const object = await deps.storage.get(file.bucket, file.key);
      if (object) await zip.addStream(file.path, object.body);
    }
    await zip.finish();
  };
  write().catch((err: unknown) => {
    // The answer has started: all that is left is to cut it, so the browser sees a failed download.
    log.error({ err, clientId: id }, 'client export failed');
    body.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return {
    body,
    fileName: `donnees-client-${downloadNamePart(client.fullName, 'client')}-${parisToday()}.zip`,
  };
}
