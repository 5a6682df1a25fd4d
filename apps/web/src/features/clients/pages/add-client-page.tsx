import { type ClientInput, clientMessages as m } from '@immopilote/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import type { OcrLoadingState } from '../../../lib/ocr-navigation';
import { useCreateClient } from '../api/create-client';
import { type ClientAttachment, ClientForm, emptyClientForm } from '../components/client-form';
import { returnedForm } from '../lib/returned-form';

/** /add-client: without a PDF the client is saved; with one, the PDF step decides (spec 001 §2). */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => returnedForm(location.state, emptyClientForm));
  const create = useCreateClient();

  async function submit(values: ClientInput, attachment: ClientAttachment | null) {
    if (attachment) {
      const state: OcrLoadingState = {
        file: attachment.file,
        origin: { kind: 'new-client', form: values, documentType: attachment.documentType },
      };
      navigate('/ocr-loading', { state });
      return;
    }
    await create.mutateAsync(values);
    toast.success(m.added);
    navigate('/client-directory');
  }

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={m.addTitle} back={{ to: '/client-directory', label: m.back }} />
      <Card className="p-4 sm:p-6">
        <ClientForm initial={initial} errorTitle={m.addFailed} submitLabel={m.create} onSubmit={submit} />
      </Card>
    </section>
  );
}
