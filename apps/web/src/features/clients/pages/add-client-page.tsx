import { clientMessages as m } from '@immopilote/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { OcrLoadingState } from '../../documents/lib/ocr-navigation';
import { useCreateClient } from '../api/create-client';
import { ClientForm, type ClientFormValues, emptyClientForm } from '../components/client-form';
import { returnedForm } from '../lib/returned-form';

/** /add-client: without a PDF the client is saved; with one, the PDF step decides (spec 001 §2). */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => returnedForm(location.state, emptyClientForm));
  const create = useCreateClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  function submit(values: ClientFormValues, file: File | null) {
    if (file) {
      const state: OcrLoadingState = { file, origin: { kind: 'new-client', form: values } };
      navigate('/ocr-loading', { state });
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        toast.success(m.added);
        navigate('/client-directory');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) setServerErrors(err.fieldErrors);
        toast.error(m.addFailed, err.message);
      },
    });
  }

  return (
    <section className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <Link
        to="/client-directory"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {m.back}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{m.addTitle}</h1>
      <Card className="p-6">
        <ClientForm initial={initial} busy={create.isPending} serverErrors={serverErrors} onSubmit={submit} />
      </Card>
    </section>
  );
}
