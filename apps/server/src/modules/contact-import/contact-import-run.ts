import { randomUUID } from 'node:crypto';
import { type ContactImportReport, contactImportMessages as m, parisToday } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import { whileBeating } from '../../jobs/heartbeat';
import type { JobLogger } from '../../jobs/job';
import { matchSearchJob } from '../matching/match-search.job';
import type { ContactFileAnalysis } from './contact-import-analysis';
import { isBlankRow, readSheetRows } from './contact-import-file';
import { type JudgedRow, judgeRows, rowMapper, type SeenKeys } from './contact-import-judge';
import type { ContactMapping, MappedRow } from './contact-import-rows';
import * as repo from './contact-import.repo';

export const IMPORT_BUCKET = 'imports' as const;

/** Rows written per transaction; the test of a crash mid-import lowers it and adds a failure after a batch. */
export const contactImportTuning = {
  batchSize: 200,
  afterBatch: async (_batch: number): Promise<void> => {},
};

export interface StoredImportReport {
  analysis: ContactFileAnalysis;
  result: ContactImportReport | null;
}

export const emptyReport = (): ContactImportReport => ({
  created: 0,
  searchesCreated: 0,
  duplicates: [],
  errors: [],
  warnings: [],
});

/**
 * The import job (issue 33). Rows are written in batches, each in one transaction that also moves
 * the import's counter (`done`, data rows handled) and its report: after a crash the retry skips
 * the rows already counted, so no contact is written twice. The file's own duplicates are found
 * again on resume by judging the skipped rows without writing them.
 */
export async function runContactImport(
  deps: AppDeps,
  payload: { agencyId: string; importId: string; requestedBy: string },
  log: JobLogger,
): Promise<void> {
  const { agencyId, importId } = payload;
  const row = await repo.findImport(deps.db, agencyId, importId);
  if (!row || (row.status !== 'running' && row.status !== 'failed') || !row.storageKey || !row.mapping)
    return;
  await repo.updateImport(deps.db, agencyId, importId, { status: 'running', error: null });
  try {
    await whileBeating(
      deps.config.staleJobMs,
      () => repo.touchImport(deps.db, agencyId, importId),
      () => importRows(deps, payload, row),
      (err) => log.error({ err, agencyId }, 'contact import heartbeat not saved'),
    );
  } catch (err) {
    await repo.updateImport(deps.db, agencyId, importId, { status: 'failed' });
    throw err;
  }
}

async function importRows(
  deps: AppDeps,
  { agencyId, importId, requestedBy }: { agencyId: string; importId: string; requestedBy: string },
  row: repo.ImportRow,
) {
  const stored = row.report as unknown as StoredImportReport;
  const mapping = row.mapping as ContactMapping;
  const object = await deps.storage.get(IMPORT_BUCKET, row.storageKey!);
  if (!object) {
    await repo.updateImport(deps.db, agencyId, importId, { status: 'failed', error: m.fileGone });
    return;
  }
  const map = rowMapper(row.fileName, parisToday(row.createdAt));
  const seen: SeenKeys = new Map();
  const alreadyDone = row.done;
  let index = 0;
  let header = true;
  let batch: { line: number; mapped: MappedRow }[] = [];
  let batches = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await writeBatch(deps, { agencyId, importId, requestedBy, fileName: row.fileName }, batch, seen);
    batch = [];
    batches += 1;
    await contactImportTuning.afterBatch(batches);
  };
  for await (const { line, cells } of readSheetRows(object.body, stored.analysis)) {
    if (isBlankRow(cells)) continue;
    if (header) {
      header = false;
      continue;
    }
    const mapped = map(cells, mapping);
    if (index < alreadyDone) {
      // Written before the crash: only its keys matter now, for the file's later duplicates.
      judgeRows([{ line, mapped }], seen, []);
    } else {
      batch.push({ line, mapped });
      if (batch.length >= contactImportTuning.batchSize) await flush();
    }
    index += 1;
  }
  await flush();
  await deps.db.transaction(async (tx) => {
    await repo.updateImport(tx, agencyId, importId, {
      status: 'done',
      finishedAt: new Date(),
      storageKey: null,
    });
  });
  await deps.storage.delete(IMPORT_BUCKET, [row.storageKey!]);
}

const reportLine = (j: JudgedRow, messages: string[]) => ({
  line: j.line,
  name: j.mapped.contact.fullName,
  messages,
});

async function writeBatch(
  deps: AppDeps,
  ctx: { agencyId: string; importId: string; requestedBy: string; fileName: string },
  batch: { line: number; mapped: MappedRow }[],
  seen: SeenKeys,
) {
  const { agencyId, importId, requestedBy } = ctx;
  const searchIds = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockImport(tx, agencyId, importId);
    if (locked?.status !== 'running') throw new Error('contact import no longer running');
    const existing = await repo.clientsMatching(tx, agencyId, {
      emails: batch.flatMap((b) => (b.mapped.emailKey ? [b.mapped.emailKey] : [])),
      phones: batch.flatMap((b) => (b.mapped.phoneKey ? [b.mapped.phoneKey] : [])),
    });
    const judged = judgeRows(batch, seen, existing);
    const toCreate = judged.filter((j) => j.outcome === 'create');
    const ids = toCreate.map(() => randomUUID());
    const now = new Date();
    await repo.insertClients(
      tx,
      agencyId,
      toCreate.map((j, i) => {
        const c = j.mapped.client!;
        return {
          ...c,
          id: ids[i],
          candidateStatusChangedAt: c.candidateStatus ? now : null,
        };
      }),
    );
    const searches = toCreate.flatMap((j, i) =>
      j.mapped.search ? [{ ...j.mapped.search, clientId: ids[i]! }] : [],
    );
    const created = await repo.insertSearches(
      tx,
      agencyId,
      searches.map((s) => ({
        clientId: s.clientId,
        transaction: s.transaction,
        kinds: [...new Set(s.kinds)],
        budgetMin: s.budgetMin,
        budgetMax: s.budgetMax,
        surfaceMin: s.surfaceMin,
        roomsMin: s.roomsMin,
        bedroomsMin: s.bedroomsMin,
        communeCodes: [...new Set(s.communeCodes)],
        mustHaves: [],
        notes: s.notes,
        alertMode: 'off' as const,
        createdBy: requestedBy,
      })),
      { userId: requestedBy, text: m.searchHistory(ctx.fileName) },
    );
    await repo.insertConsents(
      tx,
      agencyId,
      toCreate.flatMap((j, i) => (j.mapped.contact.consent ? [ids[i]!] : [])),
      requestedBy,
    );
    const report = (locked.report as unknown as StoredImportReport).result ?? emptyReport();
    report.created += toCreate.length;
    report.searchesCreated += created.length;
    for (const j of judged) {
      if (j.outcome === 'error') report.errors.push(reportLine(j, j.mapped.errors));
      else if (j.outcome === 'duplicate') report.duplicates.push(j.duplicate!);
      else if (j.mapped.warnings.length > 0) report.warnings.push(reportLine(j, j.mapped.warnings));
    }
    await repo.updateImport(tx, agencyId, importId, {
      done: locked.done + batch.length,
      report: { ...(locked.report as object), result: report },
      heartbeatAt: now,
    });
    return created.map((s) => s.id);
  });
  // Each new search is matched against the listings after the commit, as a search saved by hand.
  for (const searchId of searchIds) {
    await deps.jobs.enqueue(matchSearchJob, { agencyId, searchId }, { key: searchId });
  }
}
