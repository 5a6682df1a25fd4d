import { type AnyColumn, and, eq, Placeholder, type SQL } from 'drizzle-orm';

/** A table whose rows belong to one agency. */
export interface AgencyOwned {
  agencyId: AnyColumn;
}

/** An empty agency id would turn "this agency's rows" into "no filter" in careless SQL: refuse it. */
export function requireAgencyId(agencyId: string): string {
  if (typeof agencyId !== 'string' || agencyId === '') throw new Error('agencyId is required');
  return agencyId;
}

/**
 * A prepared statement's agency is a placeholder, bound at each execution: the clause is in the
 * statement's text whatever value comes, and a missing value fails the execution.
 */
function agencyValue(agencyId: string | Placeholder): string | Placeholder {
  return agencyId instanceof Placeholder ? agencyId : requireAgencyId(agencyId);
}

/**
 * The one way to read, update or delete agency-owned rows (STYLE habit 2): the agency clause comes
 * first and cannot be left out by spreading or forgetting a condition. Only the admin repo reads
 * across agencies (docs/architecture.md, checked by test/architecture.test.ts).
 */
export function tenantWhere(
  table: AgencyOwned,
  agencyId: string | Placeholder,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.agencyId, agencyValue(agencyId)), ...conditions)!;
}

/** The one way to insert agency-owned rows: the agency comes from the caller's scope, never from input. */
export function tenantRow<T extends object>(agencyId: string, values: T): T & { agencyId: string } {
  return { ...values, agencyId: requireAgencyId(agencyId) };
}
