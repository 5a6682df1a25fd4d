import {
  endpoints,
  type SignatureFile,
  type SignatureRequest,
  type SignatureRequestStatus,
  signaturesScreenMessages,
} from '@immopilote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, endpointUrl } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/**
 * The signature service as the agency follows it (issue 30). These calls live beside the shared
 * panel (components import no feature): the mandate, visit and « Signatures » pages all use them.
 */
export const signatureKeys = {
  all: ['signatures'] as const,
  list: (status: SignatureRequestStatus | undefined) => ['signatures', 'list', status ?? 'all'] as const,
  request: (id: string) => ['signatures', 'request', id] as const,
};

/** While signers are signing (or the seal is being made), the page follows them without a reload. */
export const SIGNATURE_REFETCH_MS = 5000;
const m = signaturesScreenMessages.panel;

const moving = (status: SignatureRequestStatus | undefined) => status === 'pending' || status === 'sealing';

export const signatureRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: signatureKeys.request(id),
    queryFn: ({ signal }) => call(endpoints.signatures.get, { params: { id }, signal }),
    refetchInterval: (query) => (moving(query.state.data?.status) ? SIGNATURE_REFETCH_MS : false),
  });

/**
 * When this device was last handed to a signer. The panel stays mounted while the signing page's
 * code loads, so it reads the request once more before the signer signs: coming back, that copy
 * would name the signer who just signed as the current one (their buttons answer 409). A panel
 * mounted after a hand-over shows only what it read itself.
 */
let handedOverAt = 0;

export function useSignatureRequest(id: string) {
  const [mountedAt] = useState(() => Date.now());
  const query = useQuery({ ...signatureRequestQueryOptions(id), refetchOnMount: 'always' });
  const readBeforeReturn = handedOverAt > 0 && mountedAt > handedOverAt && query.dataUpdatedAt < mountedAt;
  return readBeforeReturn ? { ...query, data: undefined } : query;
}

export function useSignatureRequests(status: SignatureRequestStatus | undefined) {
  return useQuery({
    queryKey: signatureKeys.list(status),
    queryFn: ({ signal }) => call(endpoints.signatures.list, { query: { status }, signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => moving(r.status)) ? SIGNATURE_REFETCH_MS : false,
  });
}

/** A change to one request: its own query takes the answer, the lists are read again. */
function useRequestChanged() {
  const queryClient = useQueryClient();
  return (request?: SignatureRequest) => {
    if (request) queryClient.setQueryData(signatureKeys.request(request.id), request);
    return queryClient.invalidateQueries({ queryKey: signatureKeys.all });
  };
}

/**
 * The toasts are the mutation's own, not the caller's: the signer's row re-renders when the request
 * is read again, and a caller's callbacks die with it (the link left, nobody was told).
 */
export function useSendSignerLink(id: string) {
  const changed = useRequestChanged();
  return useMutation({
    mutationFn: (signer: { id: string; name: string }) =>
      call(endpoints.signatures.sendLink, { params: { id, signerId: signer.id } }),
    onSuccess: (_, signer) => {
      toast.success(m.linkSent, m.linkSentDescription(signer.name));
      return changed();
    },
    onError: (err) => toast.error(m.linkFailed, err.message),
  });
}

export function useDeviceSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signerId: string) => call(endpoints.signatures.device, { params: { id, signerId } }),
    // The signer signs on the page this opens: what the app holds of the request is about to be
    // wrong, and coming back must show the next signer, never the one who just signed (whose
    // buttons would answer 409).
    onSuccess: () => {
      handedOverAt = Date.now();
      queryClient.removeQueries({ queryKey: signatureKeys.all });
    },
  });
}

export function useCancelSignatureRequest(id: string) {
  const changed = useRequestChanged();
  return useMutation({
    mutationFn: (reason: string) => call(endpoints.signatures.cancel, { params: { id }, body: { reason } }),
    onSuccess: (request) => changed(request),
  });
}

export const signatureFileUrl = (id: string, file: SignatureFile) =>
  endpointUrl(endpoints.signatures.file, { params: { id, file } });
