import {
  ACCESS_LOG_PAGE_SIZE,
  type AccessKind,
  type AccessLogPage,
  type accessLogQuerySchema,
  accessLogMessages,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import * as repo from './access-log.repo';
import { allAgencyIds } from '../agency/agency.service';
import { forEachAgency } from '../../db/agency-scope';

export interface AccessToRecord {
  kind: AccessKind;
  /** The caller's address as the app computes it (`request.ip`: the forwarded one behind TRUST_PROXY). */
  ip: string;
  clientId?: string | null;
  documentId?: string | null;
  detail?: string;
}

/**
 * Writes one entry of the access log (issue 15 part 6). Called before the file is sent: a download
 * that is not recorded does not happen (an error here fails the request).
 */
export async function recordAccess(deps: Pick<AppDeps, 'db'>, scope: MemberScope, access: AccessToRecord) {
  await repo.insertAccessEntry(deps.db, scope.agencyId, { actorId: scope.userId, ...access });
}

export async function listAccessLog(
  deps: AppDeps,
  scope: MemberScope,
  query: z.output<typeof accessLogQuerySchema>,
): Promise<AccessLogPage> {
  const { page, ...filters } = query;
  const [{ rows, total }, members, clients] = await Promise.all([
    repo.listAccessEntries(deps.db, scope.agencyId, filters, { page, pageSize: ACCESS_LOG_PAGE_SIZE }),
    repo.loggedMembers(deps.db, scope.agencyId),
    repo.loggedClients(deps.db, scope.agencyId),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr');
  return {
    items: rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurredAt.toISOString(),
      actorId: r.actorId,
      actorName: r.actorName,
      kind: r.kind,
      client: r.clientId ? { id: r.clientId, name: r.clientName } : null,
      document: r.documentId ? { id: r.documentId, fileName: r.fileName } : null,
      detail: r.detail,
      ip: r.ip,
    })),
    total,
    page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
    members: members.map((m) => ({ id: m.id, name: m.name || m.id })).sort(byName),
    clients: clients.map((c) => ({ id: c.id, name: c.name ?? accessLogMessages.erasedClient })).sort(byName),
  };
}

/** The retention purge (daily job): entries past ACCESS_LOG_KEEP_MONTHS go, agency by agency. */
export async function purgeAccessLog(deps: Pick<AppDeps, 'db'>): Promise<number> {
  let removed = 0;
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      removed += await repo.purgeExpiredEntries(deps.db, agencyId);
    },
  );
  return removed;
}
