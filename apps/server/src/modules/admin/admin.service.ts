import {
  ADMIN_DETAIL_PROPERTIES,
  type AdminAgencyDetail,
  type AdminAgencyList,
  type AdminAuditList,
  type AdminStats,
  adminMessages,
  type OutboxMailList,
  type OutboxSmsList,
} from '@immopilote/contracts';
import type { UserScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { latestOutboxMail } from '../../integrations/mail/outbox.repo';
import { listOutboxSms } from '../../integrations/sms/outbox.repo';
import * as repo from './admin.repo';

/*
 * The administrator panel (spec 001 §2 /admin). Every function sits behind `guard.admin`; the
 * scope is the administrator's own account, which signs the audit log.
 */

/** The plan shows only while the subscription is active: an unpaid agency has « Aucun ». */
const activePlan = (a: { subscriptionStatus: string; subscriptionPlan: AdminAgencyDetail['plan'] }) =>
  a.subscriptionStatus === 'active' ? a.subscriptionPlan : null;

export function platformStats(deps: AppDeps, _scope: UserScope): Promise<AdminStats> {
  return repo.platformCounts(deps.db);
}

export async function listAgencies(
  deps: AppDeps,
  _scope: UserScope,
  input: { q: string; page: number; pageSize: number },
): Promise<AdminAgencyList> {
  const { rows, total } = await repo.listAgencyPage(deps.db, input);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      city: r.city,
      ownerName: r.ownerFirstName === null ? null : `${r.ownerFirstName} ${r.ownerLastName ?? ''}`.trim(),
      members: r.members,
      properties: r.properties,
      plan: activePlan(r),
      billingAlert: r.billingAlert,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** One agency's detail; the view is written to the audit log in the same transaction. */
export async function viewAgency(
  deps: AppDeps,
  scope: UserScope,
  { id }: { id: string },
): Promise<AdminAgencyDetail> {
  return deps.db.transaction(async (tx) => {
    const agency = await repo.findAgency(tx, id);
    if (!agency) throw notFound(adminMessages.agencyNotFound);
    const members = await repo.listAgencyMembers(tx, id);
    const properties = await repo.listAgencyProperties(tx, id, ADMIN_DETAIL_PROPERTIES);
    await repo.insertAuditEntry(tx, {
      adminUserId: scope.userId,
      adminEmail: scope.email,
      action: 'view-agency',
      agencyId: agency.id,
      agencyName: agency.name,
    });
    return {
      id: agency.id,
      name: agency.name,
      address: agency.address,
      zip: agency.zip,
      city: agency.city,
      plan: activePlan(agency),
      billingAlert: agency.billingAlert,
      members,
      properties: properties.rows,
      propertyTotal: properties.total,
    };
  });
}

export async function auditLog(
  deps: AppDeps,
  _scope: UserScope,
  input: { page: number; pageSize: number },
): Promise<AdminAuditList> {
  const { rows, total } = await repo.listAuditEntries(deps.db, input);
  return {
    items: rows.map((r) => ({
      id: r.id,
      adminEmail: r.adminEmail,
      action: r.action,
      // A deleted agency keeps its entries, without a link to follow.
      agencyId: r.agencyExists ? r.agencyId : null,
      agencyName: r.agencyName,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

const OUTBOX_SHOWN = 50;

/**
 * The e-mails kept when no SMTP server is configured, newest first. They hold password-reset
 * links for every agency's users, so only the platform administrator reads them (`guard.admin`).
 */
export async function latestOutbox(deps: AppDeps, _scope: UserScope): Promise<OutboxMailList> {
  const rows = await latestOutboxMail(deps.db, OUTBOX_SHOWN);
  return {
    items: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      headers: m.headers ?? null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** The SMS outbox, newest first: what the offline SMS adapter kept (no gateway configured). */
export async function latestSmsOutbox(deps: AppDeps, _scope: UserScope): Promise<OutboxSmsList> {
  const rows = await listOutboxSms(deps.db, OUTBOX_SHOWN);
  return {
    items: rows.map((s) => ({ id: s.id, to: s.to, text: s.text, createdAt: s.createdAt.toISOString() })),
  };
}
