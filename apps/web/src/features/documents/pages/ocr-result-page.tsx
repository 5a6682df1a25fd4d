import { pdfMessages as m } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { updateClient, clientsQueryKey } from '../../clients';
import { propertyKeys } from '../../properties';
import { RecognisedText } from '../components/recognised-text';
import { addClientDocument, addPropertyDocument, createClientWithDocument } from '../api/save-document';
import {
  isOcrResultState,
  type OcrResultState,
  type OcrReturnState,
  originPath,
} from '../../../lib/ocr-navigation';

function MissingResult() {
  useEffect(() => {
    toast.error(m.missingResultTitle, m.missingResult);
  }, []);
  return <Navigate to="/dashboard" replace />;
}

function Result({ state }: { state: OcrResultState }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { origin, file, text, receipt } = state;

  function backToEdit() {
    const back: OcrReturnState = { form: origin.form, extractedText: text };
    navigate(originPath(origin), { state: back, replace: true });
  }

  async function save() {
    setSaving(true);
    try {
      if (origin.kind === 'new-client') {
        const client = await createClientWithDocument(origin.form, origin.documentType, file, text, receipt);
        toast.success(m.clientSavedTitle, m.clientSaved(client.fullName));
        await queryClient.invalidateQueries({ queryKey: clientsQueryKey });
        navigate(`/client/${client.id}`, { replace: true });
      } else if (origin.kind === 'client') {
        try {
          await updateClient(origin.clientId, origin.form);
        } catch (err) {
          toast.error(m.updateErrorTitle, (err as Error).message);
          return;
        }
        await addClientDocument(origin.clientId, origin.documentType, file, text, receipt);
        toast.success(m.documentAdded);
        await queryClient.invalidateQueries({ queryKey: clientsQueryKey });
        navigate(`/client/${origin.clientId}`, { replace: true });
      } else {
        await addPropertyDocument(origin.propertyId, file, text, receipt);
        toast.success(m.documentAdded);
        await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
        // The edit page saved the property before the PDF step; like its own save, end on the detail.
        navigate(`/property-detail/${origin.propertyId}`, { replace: true });
      }
    } catch (err) {
      toast.error(m.saveErrorTitle, (err as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <Card className="space-y-4 p-4 sm:p-6">
        <h1 className="flex items-start gap-2 text-xl font-bold text-slate-900 sm:text-2xl">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-600" aria-hidden />
          {m.resultTitle}
        </h1>
        <p className="text-slate-700">{m.resultText}</p>
        {text.trim() ? (
          <RecognisedText text={text} />
        ) : (
          <p className="rounded-md bg-slate-50 p-4 text-slate-700">{m.noText}</p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={backToEdit} disabled={saving}>
            {m.backToEdit}
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {m.save}
          </Button>
        </div>
      </Card>
    </section>
  );
}

/** /ocr-result: the text, then "Retourner à l'édition" (back with the text) or "Sauvegarder" (spec 001 §2, §4). */
export function Component() {
  const location = useLocation();
  if (!isOcrResultState(location.state)) return <MissingResult />;
  return <Result state={location.state} />;
}
