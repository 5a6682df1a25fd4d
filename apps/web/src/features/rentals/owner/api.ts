import {
  type ChargeRegularisationInput,
  type DepositDeductionsInput,
  endpoints,
  type LeaseEndInput,
  type OwnerExpenseInput,
  type OwnerStatementInput,
} from '@immopilote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../lib/api-client';
import { leaseKeys } from '../api/query-keys';

/** The owner side's caches sit under the lease's key: invalidating the lease refreshes them too. */
export const ownerKeys = {
  deposit: (id: string) => [...leaseKeys.detail(id), 'deposit'] as const,
  charges: (id: string) => [...leaseKeys.detail(id), 'charges'] as const,
  expenses: (id: string) => [...leaseKeys.detail(id), 'owner-expenses'] as const,
  statements: (id: string) => [...leaseKeys.detail(id), 'owner-statements'] as const,
};

export function useDeposit(leaseId: string) {
  return useQuery(
    queryOptions({
      queryKey: ownerKeys.deposit(leaseId),
      queryFn: ({ signal }) => call(endpoints.leaseEnd.deposit, { params: { id: leaseId }, signal }),
    }),
  );
}

export function useCharges(leaseId: string) {
  return useQuery({
    queryKey: ownerKeys.charges(leaseId),
    queryFn: ({ signal }) => call(endpoints.charges.list, { params: { id: leaseId }, signal }),
  });
}

export function useOwnerExpenses(leaseId: string) {
  return useQuery({
    queryKey: ownerKeys.expenses(leaseId),
    queryFn: ({ signal }) => call(endpoints.ownerStatements.expenses, { params: { id: leaseId }, signal }),
  });
}

export function useOwnerStatements(leaseId: string) {
  return useQuery({
    queryKey: ownerKeys.statements(leaseId),
    queryFn: ({ signal }) => call(endpoints.ownerStatements.list, { params: { id: leaseId }, signal }),
  });
}

/** Every change here moves the lease (its status, its deposit, its records): the lease and all its sections are refreshed. */
function useLeaseMutation<I, O>(leaseId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseKeys.detail(leaseId) }),
  });
}

export const useEndLease = (leaseId: string) =>
  useLeaseMutation(leaseId, (body: LeaseEndInput) =>
    call(endpoints.leaseEnd.end, { params: { id: leaseId }, body }),
  );

export const useSaveDeductions = (leaseId: string) =>
  useLeaseMutation(leaseId, (body: DepositDeductionsInput) =>
    call(endpoints.leaseEnd.deductions, { params: { id: leaseId }, body }),
  );

export const useReturnDeposit = (leaseId: string) =>
  useLeaseMutation(leaseId, (returnedOn: string) =>
    call(endpoints.leaseEnd.returnDeposit, { params: { id: leaseId }, body: { returnedOn } }),
  );

export const useRegulariseCharges = (leaseId: string) =>
  useLeaseMutation(leaseId, (body: ChargeRegularisationInput) =>
    call(endpoints.charges.create, { params: { id: leaseId }, body }),
  );

export const useAddOwnerExpense = (leaseId: string) =>
  useLeaseMutation(leaseId, (body: OwnerExpenseInput) =>
    call(endpoints.ownerStatements.addExpense, { params: { id: leaseId }, body }),
  );

export const useRemoveOwnerExpense = (leaseId: string) =>
  useLeaseMutation(leaseId, (expenseId: string) =>
    call(endpoints.ownerStatements.removeExpense, { params: { id: leaseId, expenseId } }),
  );

/** The landlords' e-mails leave through a job: the « envoyé le » shows a moment later. */
export function useCreateOwnerStatement(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerStatementInput) =>
      call(endpoints.ownerStatements.create, { params: { id: leaseId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leaseKeys.detail(leaseId) });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ownerKeys.statements(leaseId) }), 2000);
    },
  });
}

// The PDFs as files: the browser downloads them itself (Content-Disposition: attachment).
export const depositPdfUrl = (leaseId: string) =>
  endpointUrl(endpoints.leaseEnd.depositPdf, { params: { id: leaseId } });
export const chargesPdfUrl = (leaseId: string, regularisationId: string) =>
  endpointUrl(endpoints.charges.pdf, { params: { id: leaseId, regularisationId } });
export const ownerStatementPdfUrl = (leaseId: string, statementId: string) =>
  endpointUrl(endpoints.ownerStatements.pdf, { params: { id: leaseId, statementId } });

/**
 * Runs a mutation and then its outcome's callbacks even when the form that started it is gone: ending
 * the lease or returning the deposit swaps the form for the result, and `mutate`'s own callbacks
 * would then never run (no toast).
 */
export function settle<I, O>(
  mutation: { mutateAsync(input: I): Promise<O> },
  input: I,
  callbacks: { onSuccess?(output: O): void; onError?(error: Error): void },
) {
  mutation.mutateAsync(input).then(
    (output) => callbacks.onSuccess?.(output),
    (error: Error) => callbacks.onError?.(error),
  );
}
