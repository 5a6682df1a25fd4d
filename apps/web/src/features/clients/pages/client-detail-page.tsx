import { clientMessages as m, commonMessages, privacyMessages as pm } from '@immopilote/contracts';
import { Eraser, Sparkles, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import type { OcrLoadingState } from '../../documents';
import { PlanGate, useEnsureFeature } from '../../subscription';
import { useDeleteClient } from '../api/delete-client';
import { useEraseClient } from '../api/erase-client';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientDocuments } from '../components/client-documents';
import { ClientExportLink } from '../components/client-export-link';
import { ClientRoles } from '../components/client-roles';
import {
  type ClientAttachment,
  ClientForm,
  type ClientFormValues,
  toFormValues,
} from '../components/client-form';
import { returnedForm } from '../lib/returned-form';

const BACK = { to: '/client-directory', label: m.back };

/** /client/{clientId}: header, scoring action, edit form with the PDF step, documents (spec 001 §2). */
export function Component() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const ensureFeature = useEnsureFeature();
  const location = useLocation();
  const client = useClient(clientId);
  const update = useUpdateClient(clientId);
  const remove = useDeleteClient(clientId);
  const erase = useEraseClient(clientId);

  useEffect(() => {
    if (client.isError) {
      toast.error(m.notFound);
      navigate('/client-directory', { replace: true });
    }
  }, [client.isError, navigate]);

  if (!client.data) return <ClientSkeleton />;
  const data = client.data;

  async function submit(values: ClientFormValues, attachment: ClientAttachment | null) {
    if (attachment) {
      // The field changes are saved with the document on /ocr-result ("Analyser et Mettre à jour").
      const state: OcrLoadingState = {
        file: attachment.file,
        origin: { kind: 'client', clientId, form: values, documentType: attachment.documentType },
      };
      navigate('/ocr-loading', { state });
      return;
    }
    await update.mutateAsync(values);
    toast.success(m.updated);
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

  return (
    <section className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
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
          </div>
        }
        actions={
          <ConfirmDialog
            trigger={
              <Button variant="danger" disabled={remove.isPending}>
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
        }
      />
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.actionsTitle}</h2>
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
        <ClientExportLink clientId={data.id} />
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.editTitle}</h2>
        <ClientForm
          key={data.id}
          initial={returnedForm(location.state, toFormValues(data))}
          errorTitle={m.updateFailed}
          onSubmit={submit}
        />
      </Card>
      <ClientDocuments documents={data.documents} />
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{pm.tabTitle}</h2>
        <p className="text-sm text-slate-700">{pm.eraseDescription}</p>
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={erase.isPending}>
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
      </Card>
    </section>
  );
}

function ClientSkeleton() {
  return (
    <section className="mx-auto max-w-4xl p-4 sm:p-8">
      <Loading>
        <div className="space-y-6">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      </Loading>
    </section>
  );
}
