import { zodResolver } from '@hookform/resolvers/zod';
import {
  holdsPermission,
  type OwnerReport,
  type OwnerReportInput,
  type OwnerReportRecipient,
  ownerReportInputSchema,
  ownerReportMessages as m,
} from '@immopilote/contracts';
import { Download, FileText, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/form-errors';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { PlanGate } from '../../subscription';
import { useCreateOwnerReport } from '../api/create-owner-report';
import { ownerReportPdfUrl, useOwnerReports } from '../api/get-owner-reports';
import { useSendOwnerReport } from '../api/send-owner-report';

/**
 * « Rapport propriétaire » on a property page: the agency's recommendation, then a PDF to download
 * or to e-mail to a mandator. For the members who market properties (« Ajouter des biens »).
 */
export function OwnerReportCard({ propertyId }: { propertyId: string }) {
  const profile = useMe().data?.profile;
  if (!profile || !holdsPermission(profile, 'add_property')) return null;
  return (
    <section aria-labelledby="owner-report-title">
      <Card className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id="owner-report-title" className="text-lg font-semibold text-slate-900">
            {m.cardTitle}
          </h2>
          <p className="text-sm text-slate-600">{m.cardHint}</p>
        </div>
        <PlanGate feature="owner_reports">
          <OwnerReports propertyId={propertyId} />
        </PlanGate>
      </Card>
    </section>
  );
}

function OwnerReports({ propertyId }: { propertyId: string }) {
  const reports = useOwnerReports(propertyId, true);
  const create = useCreateOwnerReport(propertyId);
  const form = useForm<OwnerReportInput>({
    resolver: zodResolver(ownerReportInputSchema),
    defaultValues: { recommendation: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset({ recommendation: '' });
      toast.success(m.generated);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['recommendation'],
        toastTitle: m.generateFailed,
      });
    }
  });

  return (
    <div className="space-y-5">
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field
          label={m.recommendation}
          hint={m.recommendationHint}
          error={form.formState.errors.recommendation?.message}
        >
          <Textarea rows={4} {...form.register('recommendation')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
            <FileText className="size-4" aria-hidden />
            {m.generate}
          </Button>
        </div>
      </form>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">{m.pastReports}</h3>
        {reports.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : reports.isError ? (
          <p className="text-sm text-red-700">{m.loadFailed}</p>
        ) : reports.data.items.length === 0 ? (
          <EmptyState compact title={m.noReports} />
        ) : (
          <>
            {reports.data.recipients.length === 0 && <p className="text-sm text-slate-600">{m.noMandator}</p>}
            <ul className="divide-y divide-slate-200">
              {reports.data.items.map((report) => (
                <ReportLine
                  key={report.id}
                  propertyId={propertyId}
                  report={report}
                  recipients={reports.data.recipients}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function ReportLine({
  propertyId,
  report,
  recipients,
}: {
  propertyId: string;
  report: OwnerReport;
  recipients: OwnerReportRecipient[];
}) {
  const send = useSendOwnerReport(propertyId);
  const [to, setTo] = useState(recipients[0]?.clientId ?? '');
  const selectId = useId();
  const recipient = recipients.find((r) => r.clientId === to) ?? recipients[0];

  const onSend = () => {
    if (!recipient) return;
    send.mutate(
      { reportId: report.id, clientId: recipient.clientId },
      {
        onSuccess: () => toast.success(m.sent, m.sentDescription(recipient.email)),
        onError: (error) => toast.error(m.sendFailed, error.message),
      },
    );
  };

  return (
    <li className="space-y-2 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{m.createdOn(formatDateTime(report.createdAt))}</p>
          {report.sentTo && report.sentAt && (
            <p className="text-slate-600">{m.sentOn(formatLongDate(report.sentAt), report.sentTo)}</p>
          )}
        </div>
        <Button asChild variant="secondary">
          <a href={ownerReportPdfUrl(propertyId, report.id)} download>
            <Download className="size-4" aria-hidden />
            {m.download}
          </a>
        </Button>
      </div>
      {recipients.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          {recipients.length > 1 && (
            <div className="min-w-48 flex-1 space-y-1">
              <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
                {m.sendTo}
              </label>
              <Select id={selectId} value={to} onChange={(e) => setTo(e.target.value)}>
                {recipients.map((r) => (
                  <option key={r.clientId} value={r.clientId}>
                    {r.name} ({r.email})
                  </option>
                ))}
              </Select>
            </div>
          )}
          <Button variant="ghost" onClick={onSend} disabled={send.isPending}>
            <Send className="size-4" aria-hidden />
            {recipients.length > 1 || !recipient ? m.send : `${m.send} (${recipient.email})`}
          </Button>
        </div>
      )}
    </li>
  );
}
