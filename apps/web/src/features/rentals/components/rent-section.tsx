import {
  formatCents,
  formatLongDate,
  type LeaseDetail,
  type RentReceipt,
  rentMessages as m,
} from '@immopilote/contracts';
import { DownloadLink } from '../../../components/download-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { PaymentDialog } from '../rent/payment-dialog';
import {
  rentCallPdfUrl,
  rentReceiptPdfUrl,
  useIssueRentCalls,
  useLeaseRent,
  useSendReceipt,
} from '../rent/rent-api';
import { monthOf } from '../rent/rent-format';
import { ReceiptKindBadge, RentCallStatusBadge } from '../rent/rent-status-badge';

/**
 * The lease's rent: its calls (paid, partial, unpaid, to come) with « Enregistrer un paiement », the
 * calls to print for tenants who did not consent to e-mail, the quittances and reçus with their PDF
 * and « Envoyer », and the agency's monthly run on demand.
 */
export function RentSection({ lease }: { lease: LeaseDetail }) {
  const rent = useLeaseRent(lease.id);
  const issue = useIssueRentCalls();
  const onIssue = async () => {
    try {
      const { issued } = await issue.mutateAsync();
      toast.success(m.issued(issued));
    } catch (err) {
      toast.error(m.issueFailed, err instanceof Error ? err.message : undefined);
    }
  };
  const data = rent.data;
  // The API refuses « Envoyer » without a tenant's consent (art. 21): the button shows only with one.
  const canEmail = lease.parties.some((p) => p.role === 'tenant' && p.electronicDelivery && p.email);
  const toPrint = data?.calls.filter((c) => c.delivery === 'print' && c.status !== 'paid') ?? [];

  return (
    <section aria-labelledby="rent-title">
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 id="rent-title" className="text-lg font-semibold text-slate-900">
              {m.title}
            </h2>
            {data && <p className="text-sm text-slate-700">{m.balance(formatCents(data.balanceCents))}</p>}
          </div>
          <Button
            size="sm"
            className="min-h-11 sm:min-h-8"
            onClick={() => void onIssue()}
            disabled={issue.isPending}
          >
            {m.issue}
          </Button>
        </div>

        {rent.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : rent.isError || !data ? (
          <p className="text-sm text-red-700">{m.loadFailed}</p>
        ) : (
          <>
            <div className="space-y-1">
              <h3 className="text-sm font-semibold text-slate-900">{m.calls}</h3>
              {data.calls.length === 0 ? (
                <EmptyState compact title={m.noCalls} />
              ) : (
                <ul className="divide-y divide-slate-200" aria-label={m.calls}>
                  {data.calls.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                          <span className="first-letter:uppercase">{monthOf(c.period)}</span>
                          <RentCallStatusBadge status={c.status} />
                        </p>
                        <p className="text-slate-700">
                          {m.callLine(formatLongDate(c.dueOn), formatCents(c.totalCents))}
                          {c.paidCents > 0 &&
                            c.status !== 'paid' &&
                            ` · ${m.columns.paid} ${formatCents(c.paidCents)}`}
                        </p>
                      </div>
                      <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
                        <DownloadLink
                          href={rentCallPdfUrl(c.id)}
                          fileName={m.pdf.callFileName(c.period.slice(0, 7))}
                          label={m.downloadCallLabel(monthOf(c.period))}
                        >
                          {m.download}
                        </DownloadLink>
                        {c.status !== 'paid' && <PaymentDialog leaseId={lease.id} rentCall={c} />}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>

            {toPrint.length > 0 && (
              <div className="space-y-1 rounded-md bg-amber-50 p-3">
                <h3 className="text-sm font-semibold text-amber-900">{m.toPrint}</h3>
                <p className="text-xs text-amber-900">{m.toPrintHint}</p>
                <ul aria-label={m.toPrint}>
                  {toPrint.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="first-letter:uppercase">{monthOf(c.period)}</span>
                      <DownloadLink
                        href={rentCallPdfUrl(c.id)}
                        fileName={m.pdf.callFileName(c.period.slice(0, 7))}
                        label={m.downloadCallLabel(monthOf(c.period))}
                      >
                        {m.download}
                      </DownloadLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}

            <div className="space-y-1">
              <h3 className="text-sm font-semibold text-slate-900">{m.receipts}</h3>
              {data.receipts.length === 0 ? (
                <EmptyState compact title={m.noReceipts} />
              ) : (
                <ul className="divide-y divide-slate-200" aria-label={m.receipts}>
                  {data.receipts.map((r) => (
                    <ReceiptRow key={r.id} receipt={r} canEmail={canEmail} />
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </Card>
    </section>
  );
}

function ReceiptRow({ receipt, canEmail }: { receipt: RentReceipt; canEmail: boolean }) {
  const send = useSendReceipt();
  const month = monthOf(receipt.period);
  const onSend = async () => {
    try {
      await send.mutateAsync(receipt.id);
      toast.success(m.sent);
    } catch (err) {
      toast.error(m.sendFailed, err instanceof Error ? err.message : undefined);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-slate-900">
        <ReceiptKindBadge kind={receipt.kind} />
        <span className="first-letter:uppercase">{m.receiptLine(month, formatCents(receipt.paidCents))}</span>
      </p>
      <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <DownloadLink
          href={rentReceiptPdfUrl(receipt.id)}
          fileName={m.pdf.receiptFileName(receipt.kind, receipt.period.slice(0, 7))}
          label={m.downloadReceiptLabel(receipt.kind, month)}
        >
          {m.download}
        </DownloadLink>
        {canEmail && (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11 sm:min-h-8"
            aria-label={m.sendReceiptLabel(receipt.kind, month)}
            disabled={send.isPending}
            onClick={() => void onSend()}
          >
            {m.send}
          </Button>
        )}
      </span>
    </li>
  );
}
