import { type Inspection, inspectionMessages, inspectionsScreenMessages as sm } from '@immopilote/contracts';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { DownloadLink } from '../../../components/download-link';
import { SignatureRequestPanel } from '../../../components/signature-request-panel';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { inspectionPdfUrl } from '../api/server-calls';
import { useSignInspection } from '../api/sign-inspection';
import type { LocalInspection } from '../offline/local-record';

const m = sm.sign;

/**
 * « Faire signer »: with a network and everything synced, the server freezes the version this
 * device saved and opens the signature; the shared panel then drives the signing on this device,
 * the agent first, then each tenant (the landlord too when present).
 */
export function SignSection({
  record,
  online,
  synced,
  onSync,
  onFrozen,
  onSignatureMoved,
}: {
  record: LocalInspection;
  online: boolean;
  /** Nothing left on the device only: the server signs what it has. */
  synced: boolean;
  /** Sends what is left first; true when the server has it all. */
  onSync(): Promise<boolean>;
  onFrozen(inspection: Inspection): void;
  onSignatureMoved(): void;
}) {
  const [open, setOpen] = useState(false);
  const [landlordPresent, setLandlordPresent] = useState(false);
  const sign = useSignInspection(record.id);
  const { status, signature } = record.server;
  const fileName = `${inspectionMessages.kinds[record.server.kind]} – ${record.server.propertyLabel}.pdf`;

  const start = async () => {
    if (!online) return toast.error(m.needsNetwork);
    if (!synced && !(await onSync())) return toast.error(m.failed, m.needsSync);
    setOpen(true);
  };
  const confirm = () =>
    sign.mutate(
      { baseVersion: record.baseVersion, landlordPresent },
      {
        onSuccess: (frozen) => {
          setOpen(false);
          onFrozen(frozen);
          toast.success(m.started, m.startedDescription);
        },
        onError: (error) => toast.error(m.failed, error.message),
      },
    );

  return (
    <div className="space-y-4">
      {status === 'draft' && (
        <>
          <p className="text-sm text-slate-700">{m.description}</p>
          {!online && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {m.needsNetwork}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" onClick={() => void start()}>
              <FileSignature className="size-5" aria-hidden />
              {m.button}
            </Button>
            {online && (
              <DownloadLink href={inspectionPdfUrl(record.id)} fileName={fileName}>
                {m.pdfPreview}
              </DownloadLink>
            )}
          </div>
        </>
      )}
      {status === 'signed' && (
        <div className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-3">
          <p className="font-medium text-green-900">{m.signedTitle}</p>
          <p className="text-sm text-green-900">{m.signedDescription}</p>
          <DownloadLink href={inspectionPdfUrl(record.id)} fileName={fileName}>
            {m.pdf}
          </DownloadLink>
        </div>
      )}
      {status === 'refused' && <p className="rounded-md bg-red-50 p-3 text-sm text-red-900">{m.refused}</p>}
      {signature && status !== 'draft' && (
        <SignatureRequestPanel requestId={signature.id} onStatusChange={onSignatureMoved} />
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m.title}
        description={m.description}
        closeLabel={sm.close}
      >
        <div className="space-y-4">
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
            <input
              type="checkbox"
              checked={landlordPresent}
              onChange={(event) => setLandlordPresent(event.target.checked)}
              className="size-5 accent-brand-700"
            />
            {m.landlordPresent}
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button onClick={confirm} disabled={sign.isPending}>
              {m.confirm}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
