import {
  SIGNATURE_VERIFY_MAX_BYTES,
  type SignatureVerifyResult,
  signaturesScreenMessages as sm,
} from '@immopilote/contracts';
import { CheckCircle2, FileQuestion, FileText, Loader2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadLink } from '../../../components/download-link';
import { signatureFileUrl } from '../../../components/signature-request/api';
import { Card } from '../../../components/ui/card';
import { FilePicker } from '../../../components/ui/file-picker';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { useVerifyDocument } from '../api/verify-document';

const t = sm.verify;
const MAX_MB = SIGNATURE_VERIFY_MAX_BYTES / (1024 * 1024);

/** What a chosen file is before it is sent: a PDF within the limit, or the reason it is not sent. */
export function checkVerifyFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return t.notPdf;
  if (file.size > SIGNATURE_VERIFY_MAX_BYTES) return t.tooLarge(MAX_MB);
  return null;
}

/**
 * /signatures/verifier, « Vérifier un document » (issue 30): any member drops a PDF and learns
 * whether it is an original sealed by the agency (with its proof file), an altered copy (one
 * changed byte is enough) or a document the agency never sealed.
 */
export function Component() {
  const verify = useVerifyDocument();
  const [fileName, setFileName] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    const problem = checkVerifyFile(file);
    setFileName(file.name);
    setRefusal(problem);
    verify.reset();
    if (!problem) verify.mutate(file);
  };

  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title={t.title}
        back={{ to: '/dashboard', label: t.back }}
        meta={<p className="text-sm text-slate-600">{t.intro}</p>}
      />
      <div className="space-y-2">
        <FilePicker
          label={t.pick}
          accept="application/pdf,.pdf"
          icon={FileText}
          disabled={verify.isPending}
          describedBy="verify-hint"
          onFiles={onFiles}
        />
        <p id="verify-hint" className="text-xs text-slate-600">
          {t.hint(MAX_MB)}
        </p>
      </div>
      {fileName && <p className="text-sm break-words text-slate-700">{t.fileName(fileName)}</p>}
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      {verify.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {t.checking}
        </p>
      )}
      {verify.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t.failed}. {verify.error.message}
        </p>
      )}
      {verify.data && <VerifyOutcome result={verify.data} />}
    </section>
  );
}

const LOOKS = {
  original: { icon: CheckCircle2, frame: 'border-green-300 bg-green-50', title: 'text-green-900' },
  altered: { icon: ShieldAlert, frame: 'border-red-300 bg-red-50', title: 'text-red-900' },
  unknown: { icon: FileQuestion, frame: 'border-slate-300 bg-slate-50', title: 'text-slate-900' },
} as const;

function VerifyOutcome({ result }: { result: SignatureVerifyResult }) {
  const look = LOOKS[result.outcome];
  const Icon = look.icon;
  const request = result.request;
  return (
    <Card className={cn('space-y-4 border-2 p-5', look.frame)}>
      <div role="status" className="space-y-2">
        <h2 className={cn('flex items-center gap-2 text-lg font-semibold', look.title)}>
          <Icon className="size-6 shrink-0" aria-hidden />
          {t.outcomes[result.outcome]}
        </h2>
        <p className="text-sm text-slate-800">{t.outcomeDetails[result.outcome]}</p>
      </div>
      {request && (
        <div className="space-y-2 rounded-md bg-white/70 p-3 text-sm">
          <p className="text-slate-600">{t.request}</p>
          <p className="font-medium break-words text-slate-900">{request.title}</p>
          {request.completedAt && (
            <p className="text-slate-700">{t.sealedOn(formatLongDate(request.completedAt))}</p>
          )}
          <p className="text-slate-600">{t.signers}</p>
          <ul className="space-y-1">
            {request.signers.map((signer) => (
              <li key={signer.id} className="text-slate-800">
                {signer.name} · {sm.roleLabels[signer.role]}
                {signer.signedAt && (
                  <span className="text-slate-600">
                    {' '}
                    · {sm.panel.signedOn(formatDateTime(signer.signedAt))}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap sm:gap-4">
            {result.outcome === 'original' && (
              <DownloadLink
                href={signatureFileUrl(request.id, 'proof-pdf')}
                fileName={sm.panel.fileNames['proof-pdf']}
              >
                {t.proof}
              </DownloadLink>
            )}
            <Link
              to={`/signatures?demande=${request.id}`}
              className="inline-flex items-center text-sm font-medium text-brand-700 underline"
            >
              {t.openRequest}
            </Link>
          </div>
        </div>
      )}
      <p className="text-xs break-all text-slate-600">{t.fingerprint(result.sha256)}</p>
    </Card>
  );
}
