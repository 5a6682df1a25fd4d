import {
  type ClientInput,
  clientMessages as m,
  commonMessages,
  privacyMessages as pm,
} from '@immopilote/contracts';
import { Eraser, FilePlus, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { OcrLoadingState } from '../../../lib/ocr-navigation';
import { ClientLeads } from '../../leads';
import { ClientMatches, ClientProposals, ClientSearches, ProspectingConsentCard } from '../../matching';
import { PlanGate, useEnsureFeature } from '../../subscription';
import { useDeleteClient } from '../api/delete-client';
import { useEraseClient } from '../api/erase-client';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientContactCard } from '../components/client-contact-card';
import { ClientDocuments } from '../components/client-documents';
import { ClientExportLink } from '../components/client-export-link';
import { type ClientAttachment, ClientForm, toFormValues } from '../components/client-form';
import { ClientRoles } from '../components/client-roles';
import { ClientVisits } from '../components/client-visits';
import { calendarDay } from '../lib/calendar-day';
import { returnedForm } from '../lib/returned-form';

const BACK = { to: '/client-directory', label: m.back };

/**
 * /client/{clientId} (spec 001 §2), read first (UX.md): contact, roles, visits, documents and score;
 * « Modifier » switches to the edit form, which saving or « Annuler » closes.
 */
export function Component() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const ensureFeature = useEnsureFeature();
  const location = useLocation();
  const remove = useDeleteClient(clientId);
  const erase = useEraseClient(clientId);
  // Deleting drops the cached record; were it fetched again it would come back « introuvable », and
  // that toast would replace « Client supprimé ».
  const going = [remove, erase].some((m) => m.isPending || m.isSuccess);
  const client = useClient(clientId, { enabled: !going });
  const update = useUpdateClient(clientId);
  // Back from the PDF step (cancel, failure, « Retourner à l’édition »): the typed form again.
  const [editing, setEditing] = useState(() => Boolean((location.state as { form?: unknown } | null)?.form));

  useEffect(() => {
    if (client.isError && !going) {
      toast.error(m.notFound);
      navigate('/client-directory', { replace: true });
    }
  }, [client.isError, going, navigate]);

  if (!client.data) return <ClientSkeleton />;
  const data = client.data;

  async function submit(values: ClientInput, attachment: ClientAttachment | null) {
    if (attachment) {
      // The field changes are saved with the document on /ocr-result (« Analyser et Mettre à jour »).
      const state: OcrLoadingState = {
        file: attachment.file,
        origin: { kind: 'client', clientId, form: values, documentType: attachment.documentType },
      };
      navigate('/ocr-loading', { state });
      return;
    }
    await update.mutateAsync(values);
    toast.success(m.updated);
    setEditing(false);
  }

  function confirmErase() {
    erase.mutate(undefined, {
      onSuccess: () => {
        toast.success(pm.erased);
        navigate('/client-directory');
      },
      onError: (error) => toast.error(pm.eraseFailed, error.message),
    });
  }

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(m.deleted);
        navigate('/client-directory');
      },
      onError: () => toast.error(commonMessages.errorTitle, m.deleteFailed),
    });
  }

  function startEditing() {
    setEditing(true);
    window.scrollTo({ top: 0 });
  }

  const header = (
    <PageHeader
      title={m.detailTitle(data.fullName)}
      back={BACK}
      meta={
        <div className="flex flex-wrap items-center gap-2">
          {data.clientScore !== null && (
            <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {m.scoreBadge(data.clientScore)}
            </span>
          )}
          <ClientRoles client={data} />
          {data.leaseEndsOn && (
            <span className="text-sm text-slate-700">
              {m.leaseEndsOn(formatLongDate(calendarDay(data.leaseEndsOn)))}
            </span>
          )}
        </div>
      }
      actions={
        <>
          {!editing && (
            <Button onClick={startEditing}>
              <Pencil className="size-4" aria-hidden />
              {m.edit}
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button variant="danger-ghost" disabled={remove.isPending}>
                <Trash2 className="size-4" aria-hidden />
                {m.deleteButton}
              </Button>
            }
            title={m.confirmTitle}
            description={m.confirmDelete}
            cancelLabel={m.confirmCancel}
            confirmLabel={m.confirmOk}
            onConfirm={confirmDelete}
          />
        </>
      }
    />
  );

  if (editing) {
    return (
      <section className="mx-auto max-w-3xl space-y-6">
        {header}
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{m.editTitle}</h2>
          <ClientForm
            key={data.id}
            initial={returnedForm(location.state, toFormValues(data))}
            errorTitle={m.updateFailed}
            submitLabel={m.submit}
            onCancel={() => setEditing(false)}
            onSubmit={submit}
          />
        </Card>
        <ClientDocuments documents={data.documents} />
      </section>
    );
  }

  return (
    <section className="space-y-6">
      {header}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ClientContactCard client={data} />
          <ClientLeads clientId={data.id} />
          <ClientSearches clientId={data.id} />
          <ClientMatches clientId={data.id} />
          <ClientProposals clientId={data.id} />
          <ClientVisits clientId={data.id} />
          <ClientDocuments
            documents={data.documents}
            action={
              <Button variant="secondary" onClick={startEditing}>
                <FilePlus className="size-4" aria-hidden />
                {m.addDocument}
              </Button>
            }
          />
        </div>
        <aside className="min-w-0 space-y-6">
          <ProspectingConsentCard clientId={data.id} />
          <Card className="space-y-3 p-4 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">{m.scoreTitle}</h2>
            {data.clientScore === null ? (
              <p className="text-sm text-slate-600">{m.noScore}</p>
            ) : (
              <p>
                <Link
                  to={`/client/${clientId}/scoring`}
                  className="inline-flex min-h-11 items-center gap-3 rounded-md text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="text-slate-900">
                    <span className="text-2xl font-bold">{data.clientScore}</span>
                    <span className="text-sm text-slate-600">{m.scoreOutOf}</span>
                  </span>
                  <span className="text-sm font-medium">{m.seeScoring}</span>
                </Link>
              </p>
            )}
            <PlanGate feature="client_scoring">
              <Button
                variant="secondary"
                onClick={async () => {
                  if (await ensureFeature('client_scoring')) navigate(`/client/${clientId}/scoring`);
                }}
              >
                <Sparkles className="size-4" aria-hidden />
                {m.runScoring}
              </Button>
            </PlanGate>
          </Card>
          <Card className="space-y-4 p-4 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">{m.privacyTitle}</h2>
            <ClientExportLink clientId={data.id} />
            <div className="space-y-2 border-t border-slate-100 pt-4">
              <p className="text-sm text-slate-700">{pm.eraseDescription}</p>
              <ConfirmDialog
                trigger={
                  <Button
                    variant="danger-ghost"
                    className="h-auto min-h-11 justify-start py-2 text-left sm:h-auto sm:min-h-10"
                    disabled={erase.isPending}
                  >
                    <Eraser className="size-4" aria-hidden />
                    {pm.eraseButton}
                  </Button>
                }
                title={pm.eraseTitle}
                description={pm.eraseDescription}
                cancelLabel={m.confirmCancel}
                confirmLabel={pm.eraseConfirm}
                onConfirm={confirmErase}
              />
            </div>
          </Card>
        </aside>
      </div>
    </section>
  );
}

function ClientSkeleton() {
  return (
    <section>
      <Loading>
        <div className="space-y-6">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-2/3" />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <Skeleton className="h-56 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
            <Skeleton className="h-64 w-full" />
          </div>
        </div>
      </Loading>
    </section>
  );
}
