import { clientMessages as m, commonMessages } from '@immopilote/contracts';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { OcrLoadingState } from '../../documents/lib/ocr-navigation';
import { useDeleteClient } from '../api/delete-client';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientDocuments } from '../components/client-documents';
import { ClientForm, type ClientFormValues, toFormValues } from '../components/client-form';
import { DeleteClientDialog } from '../components/delete-client-dialog';
import { returnedForm } from '../lib/returned-form';

/** /client/{clientId}: header, scoring action, edit form with the PDF step, documents (spec 001 §2). */
export function Component() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useClient(clientId);
  const update = useUpdateClient(clientId);
  const remove = useDeleteClient(clientId);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (client.isError) {
      toast.error(m.notFound);
      navigate('/client-directory', { replace: true });
    }
  }, [client.isError, navigate]);

  if (!client.data) return <Spinner />;
  const data = client.data;

  function submit(values: ClientFormValues, file: File | null) {
    if (file) {
      // The field changes are saved with the document on /ocr-result ("Analyser et Mettre à jour").
      const state: OcrLoadingState = { file, origin: { kind: 'client', clientId, form: values } };
      navigate('/ocr-loading', { state });
      return;
    }
    update.mutate(values, {
      onSuccess: () => {
        setServerErrors({});
        toast.success(m.updated);
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) setServerErrors(err.fieldErrors);
        toast.error(m.updateFailed, err.message);
      },
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
      <header className="flex flex-wrap items-center gap-4">
        <Button variant="ghost" asChild>
          <Link to="/client-directory">
            <ArrowLeft className="size-4" aria-hidden />
            {m.back}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold text-slate-900">{m.detailTitle(data.fullName)}</h1>
        {data.clientScore !== null && (
          <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {m.scoreBadge(data.clientScore)}
          </span>
        )}
        <div className="ml-auto">
          <DeleteClientDialog onConfirm={confirmDelete} busy={remove.isPending} />
        </div>
      </header>
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.actionsTitle}</h2>
        <Button variant="secondary" onClick={() => toast.info(m.scoringTitle, m.scoringUnavailable)}>
          <Sparkles className="size-4" aria-hidden />
          {m.runScoring}
        </Button>
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.editTitle}</h2>
        <ClientForm
          key={data.id}
          initial={returnedForm(location.state, toFormValues(data))}
          busy={update.isPending}
          serverErrors={serverErrors}
          onSubmit={submit}
        />
      </Card>
      <ClientDocuments documents={data.documents} />
    </section>
  );
}
