import { type LeaseDetail, leaseMessages as lm, leaseScreenMessages as sm } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { DownloadLink } from '../../../components/download-link';
import { SignatureRequestPanel } from '../../../components/signature-request-panel';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { leaseKeys } from '../api/query-keys';
import { leaseDocumentUrl, useSignLease } from '../api/sign-lease';

/** « Document et signature »: the lease's PDF, « Envoyer à la signature », then the shared request panel. */
export function LeaseDocumentSection({ lease, frozen }: { lease: LeaseDetail; frozen: boolean }) {
  const sign = useSignLease(lease.id);
  const queryClient = useQueryClient();
  const requestId = lease.signatureRequestId;

  const send = async () => {
    try {
      await sign.mutateAsync();
      toast.success(sm.sentTitle, sm.sent);
    } catch (err) {
      toast.error(sm.sendFailed, err instanceof Error ? err.message : undefined);
    }
  };

  return (
    <section aria-labelledby="lease-document-title">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="space-y-1">
          <h2 id="lease-document-title" className="text-lg font-semibold text-slate-900">
            {sm.documentTitle}
          </h2>
          <p className="text-sm text-slate-600">{sm.documentIntro}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {lease.hasDocument && (
            <DownloadLink
              href={leaseDocumentUrl(lease.id)}
              fileName={lm.fileName(lease.propertyLabel, lease.startOn)}
            >
              {sm.download}
            </DownloadLink>
          )}
          {!frozen && lease.status === 'active' && (
            <Button onClick={send} disabled={sign.isPending}>
              <FileSignature className="size-4" aria-hidden />
              {sign.isPending ? sm.sending : sm.sendForSignature}
            </Button>
          )}
        </div>
        {requestId && (
          <SignatureRequestPanel
            requestId={requestId}
            onStatusChange={() =>
              void queryClient.invalidateQueries({ queryKey: leaseKeys.detail(lease.id) })
            }
          />
        )}
      </Card>
    </section>
  );
}
