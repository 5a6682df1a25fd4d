import { leaseParams } from '../schemas/leases';
import {
  chargeRegularisationInputSchema,
  chargeRegularisationListSchema,
  chargeRegularisationParams,
  chargeRegularisationSchema,
  depositDeductionsInputSchema,
  depositReturnInputSchema,
  depositViewSchema,
  leaseEndInputSchema,
  ownerExpenseInputSchema,
  ownerExpenseListSchema,
  ownerExpenseParams,
  ownerExpenseSchema,
  ownerStatementInputSchema,
  ownerStatementListSchema,
  ownerStatementParams,
  ownerStatementSchema,
} from '../schemas/rental-owner';
import { created, endpoint, file, json, noContent, ok } from './define';

/** The end of a lease and its deposit (issue 34). */
export const leaseEndEndpoints = {
  deposit: endpoint({
    method: 'GET',
    path: '/api/leases/:id/deposit',
    params: leaseParams,
    response: ok(depositViewSchema),
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/leases/:id/end',
    params: leaseParams,
    body: json(leaseEndInputSchema),
    response: ok(depositViewSchema),
  }),
  deductions: endpoint({
    method: 'PUT',
    path: '/api/leases/:id/deposit/deductions',
    params: leaseParams,
    body: json(depositDeductionsInputSchema),
    response: ok(depositViewSchema),
  }),
  /** The amount is the server's: deposit − deductions + the late penalty. */
  returnDeposit: endpoint({
    method: 'POST',
    path: '/api/leases/:id/deposit/return',
    params: leaseParams,
    body: json(depositReturnInputSchema),
    response: ok(depositViewSchema),
  }),
  depositPdf: endpoint({
    method: 'GET',
    path: '/api/leases/:id/deposit/pdf',
    params: leaseParams,
    response: file,
  }),
} as const;

/** The yearly charges regularisation of a lease with provisions. */
export const chargeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/leases/:id/charges',
    params: leaseParams,
    response: ok(chargeRegularisationListSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/leases/:id/charges',
    params: leaseParams,
    body: json(chargeRegularisationInputSchema),
    response: created(chargeRegularisationSchema),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/leases/:id/charges/:regularisationId/pdf',
    params: chargeRegularisationParams,
    response: file,
  }),
} as const;

/** Expenses paid for the owner and the owner statements (« compte rendu de gestion »). */
export const ownerStatementEndpoints = {
  expenses: endpoint({
    method: 'GET',
    path: '/api/leases/:id/owner-expenses',
    params: leaseParams,
    response: ok(ownerExpenseListSchema),
  }),
  addExpense: endpoint({
    method: 'POST',
    path: '/api/leases/:id/owner-expenses',
    params: leaseParams,
    body: json(ownerExpenseInputSchema),
    response: created(ownerExpenseSchema),
  }),
  /** Only an expense no statement accounts for yet (typed by mistake). */
  removeExpense: endpoint({
    method: 'DELETE',
    path: '/api/leases/:id/owner-expenses/:expenseId',
    params: ownerExpenseParams,
    response: noContent,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/leases/:id/owner-statements',
    params: leaseParams,
    response: ok(ownerStatementListSchema),
  }),
  /** Stored with its PDF, then e-mailed to the landlords by a job. */
  create: endpoint({
    method: 'POST',
    path: '/api/leases/:id/owner-statements',
    params: leaseParams,
    body: json(ownerStatementInputSchema),
    response: created(ownerStatementSchema),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/leases/:id/owner-statements/:statementId/pdf',
    params: ownerStatementParams,
    response: file,
  }),
} as const;
