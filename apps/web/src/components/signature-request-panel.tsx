import {
  SIGNATURE_FILES,
  type SignatureFile,
  type SignatureRequest,
  type SignatureRequestStatus,
  type SignerSummary,
  signaturesScreenMessages as sm,
} from '@immopilote/contracts';
import { CheckCircle2, Circle, Mail, ShieldCheck, Smartphone, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { SIGNING_RETURN_PARAM } from '../lib/signing-return';
import { formatDateTime, formatLongDate } from '../lib/format';
import { toast } from '../lib/toast';
import { DownloadLink } from './download-link';
import {
  signatureFileUrl,
  useDeviceSession,
  useSendSignerLink,
  useSignatureRequest,
} from './signature-request/api';
import { CancelSignatureDialog } from './signature-request/cancel-dialog';
import { SignatureEventsTimeline } from './signature-request/events-timeline';
import { SignatureStatusBadge } from './signature-request/status-badge';
import { Button } from './ui/button';
import { Loading, Skeleton } from './ui/skeleton';

export { SignatureStatusBadge } from './signature-request/status-badge';
export { signatureKeys, useSignatureRequests } from './signature-request/api';

const m = sm.panel;

/** Which files a request offers: the original always; the sealed PDF and its proof file once completed. */
export function availableSignatureFiles(status: SignatureRequestStatus): SignatureFile[] {
  return SIGNATURE_FILES.filter((file) => file === 'original' || status === 'completed');
}

/**
 * A signature request as the agency follows it (issue 30): its signers in order, the current one's
 * link or the agent's device, cancelling, the files and the proof journal. The mandate and visit
 * pages embed it by the request's id; it follows the signers every 5 s while they sign, and tells
 * its host when the status changes (`onStatusChange`) so the host can read its own record again.
 */
export function SignatureRequestPanel({
  requestId,
  onStatusChange,
  showTitle = true,
  className,
}: {
  requestId: string;
  onStatusChange?(status: SignatureRequestStatus): void;
  /** False where the host already names the document (a dialog's title). */
  showTitle?: boolean;
  className?: string;
}) {
  const query = useSignatureRequest(requestId);
  const status = query.data?.status;
  const lastStatus = useRef(status);
  const notify = useRef(onStatusChange);
  notify.current = onStatusChange;
  useEffect(() => {
    if (status && lastStatus.current && status !== lastStatus.current) notify.current?.(status);
    lastStatus.current = status;
  }, [status]);

  return (
    <section
      aria-label={query.data ? m.label(query.data.title) : m.loading}
      className={cn('space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5', className)}
    >
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {m.loadFailed} {query.error.message}
        </p>
      ) : !query.data ? (
        <Loading label={m.loading}>
          <div className="space-y-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </Loading>
      ) : (
        <RequestBody request={query.data} showTitle={showTitle} />
      )}
    </section>
  );
}

function RequestBody({ request, showTitle }: { request: SignatureRequest; showTitle: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          {showTitle && <h3 className="font-semibold break-words text-slate-900">{request.title}</h3>}
          <p className="text-xs text-slate-600">{sm.documentKinds[request.documentKind]}</p>
        </div>
        <SignatureStatusBadge status={request.status} />
      </div>
      <StatusNote request={request} />
      <div className="space-y-2">
        <h4 className="text-sm font-medium text-slate-800">{m.signers}</h4>
        <ol className="space-y-2">
          {request.signers.map((signer) => (
            <SignerRow key={signer.id} requestId={request.id} signer={signer} />
          ))}
        </ol>
      </div>
      <div className="space-y-2">
        <h4 className="text-sm font-medium text-slate-800">{m.downloads}</h4>
        <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-4">
          {availableSignatureFiles(request.status).map((file) => (
            <li key={file} className="flex min-h-11 items-center sm:min-h-0">
              <DownloadLink href={signatureFileUrl(request.id, file)} fileName={m.fileNames[file]}>
                {m.files[file]}
              </DownloadLink>
            </li>
          ))}
        </ul>
      </div>
      <SignatureEventsTimeline events={request.events} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Link
          to="/signatures/verifier"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline sm:min-h-0"
        >
          <ShieldCheck className="size-4" aria-hidden />
          {m.verify}
        </Link>
        {request.status === 'pending' && <CancelSignatureDialog requestId={request.id} />}
      </div>
    </>
  );
}

function StatusNote({ request }: { request: SignatureRequest }) {
  const text =
    request.status === 'completed' && request.completedAt
      ? m.completedOn(formatLongDate(request.completedAt))
      : request.status === 'sealing'
        ? m.sealingHint
        : request.status === 'locked'
          ? m.lockedHint
          : // A refusal's reason is on its signer's line already.
            request.status === 'cancelled' && request.closedReason
            ? m.closedReason(request.closedReason)
            : null;
  return text ? <p className="text-sm text-slate-700">{text}</p> : null;
}

function SignerRow({ requestId, signer }: { requestId: string; signer: SignerSummary }) {
  const Icon = signer.status === 'signed' ? CheckCircle2 : signer.status === 'refused' ? XCircle : Circle;
  const state =
    signer.status === 'signed' && signer.signedAt
      ? m.signedOn(formatDateTime(signer.signedAt))
      : signer.status === 'refused' && signer.refusedAt
        ? m.refusedOn(formatDateTime(signer.refusedAt))
        : signer.current
          ? m.current
          : m.waiting;
  const how =
    signer.status === 'signed' && signer.method
      ? signer.method === 'device'
        ? m.methodDevice
        : m.methodLink
      : null;
  return (
    <li
      className={cn(
        'space-y-2 rounded-md border p-3',
        signer.current ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-2">
        <Icon
          className={cn(
            'mt-0.5 size-5 shrink-0',
            signer.status === 'signed'
              ? 'text-green-700'
              : signer.status === 'refused'
                ? 'text-red-700'
                : 'text-slate-400',
          )}
          aria-hidden
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-words text-slate-900">
            {m.position(signer.position)} {signer.name}{' '}
            <span className="font-normal text-slate-600">· {sm.roleLabels[signer.role]}</span>
          </p>
          <p className="text-xs break-words text-slate-600">{signer.email}</p>
          <p className="text-xs text-slate-700">
            {state}
            {how && <> · {how}</>}
          </p>
          {signer.refusalReason && (
            <p className="text-xs break-words text-red-800">{m.refusalReason(signer.refusalReason)}</p>
          )}
        </div>
      </div>
      {signer.current && <CurrentSignerActions requestId={requestId} signer={signer} />}
    </li>
  );
}

/** The address the server gave, opened in this tab (in the app when it is ours), with the way back. */
function deviceTarget(url: string, back: string): { inApp: string } | { external: string } {
  const target = new URL(url, window.location.origin);
  target.searchParams.set(SIGNING_RETURN_PARAM, back);
  return target.origin === window.location.origin
    ? { inApp: `${target.pathname}${target.search}` }
    : { external: target.toString() };
}

function CurrentSignerActions({ requestId, signer }: { requestId: string; signer: SignerSummary }) {
  const sendLink = useSendSignerLink(requestId);
  const device = useDeviceSession(requestId);
  const navigate = useNavigate();
  const location = useLocation();

  const onSendLink = () => sendLink.mutate({ id: signer.id, name: signer.name });

  const onDevice = () =>
    device.mutate(signer.id, {
      onSuccess: ({ url }) => {
        const target = deviceTarget(url, `${location.pathname}${location.search}`);
        if ('inApp' in target) navigate(target.inApp);
        else window.location.assign(target.external);
      },
      onError: (err) => toast.error(m.deviceFailed, err.message),
    });

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button size="sm" onClick={onDevice} disabled={device.isPending}>
        <Smartphone className="size-4" aria-hidden />
        {m.device}
      </Button>
      <Button size="sm" variant="secondary" onClick={onSendLink} disabled={sendLink.isPending}>
        <Mail className="size-4" aria-hidden />
        {signer.method === 'link' ? m.sendLinkAgain : m.sendLink}
      </Button>
    </div>
  );
}
