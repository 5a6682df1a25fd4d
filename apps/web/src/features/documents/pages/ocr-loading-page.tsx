import { pdfMessages as m } from '@immopilote/contracts';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { extractDocument } from '../api/extract-document';
import { type ExtractionProgress, extractionLabel, extractionPercent } from '../lib/extraction-progress';
import {
  isOcrLoadingState,
  type OcrLoadingState,
  type OcrResultState,
  type OcrReturnState,
  originPath,
} from '../../../lib/ocr-navigation';

function MissingData() {
  useEffect(() => {
    toast.error(m.missingData);
  }, []);
  return <Navigate to="/dashboard" replace />;
}

function Extraction({ state }: { state: OcrLoadingState }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<ExtractionProgress | null>(null);
  const cancelledByUser = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    controller.current = ac;
    const back: OcrReturnState = { form: state.origin.form };
    extractDocument(state.file, { signal: ac.signal, onProgress: setProgress })
      .then(({ text, receipt }) => {
        const result: OcrResultState = { ...state, text, receipt };
        navigate('/ocr-result', { state: result, replace: true });
      })
      .catch((err: unknown) => {
        // Unmounting (or React's development double mount) aborts silently; Annuler returns to the origin.
        if (ac.signal.aborted && !cancelledByUser.current) return;
        if (!cancelledByUser.current) {
          const e = err as ApiRequestError;
          if (e instanceof ApiRequestError && e.status >= 400 && e.status < 500) {
            toast.error(m.invalidFileTitle, m.uploadError(e.message));
          } else {
            toast.error(m.processingErrorTitle, e?.message || m.processingError);
          }
        }
        navigate(originPath(state.origin), { state: back, replace: true });
      });
    return () => ac.abort();
  }, [state, navigate]);

  const percent = extractionPercent(progress);
  const label = extractionLabel(progress);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 text-center">
      <Card className="w-full space-y-5 p-6 sm:p-8">
        <span
          className="mx-auto block size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
          aria-hidden
        />
        <h1 className="text-xl font-semibold text-slate-900">{m.loadingTitle}</h1>
        <p className="text-slate-700">{m.loadingText}</p>
        <div
          role="progressbar"
          aria-label={m.loadingTitle}
          aria-valuetext={m.progressValue(label, percent)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {label}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            cancelledByUser.current = true;
            controller.current?.abort();
          }}
        >
          {m.cancel}
        </Button>
      </Card>
    </section>
  );
}

/** /ocr-loading: uploads, then reports page k of n and how much of it is read; Annuler closes the connection, which stops the server's work. */
export function Component() {
  const location = useLocation();
  if (!isOcrLoadingState(location.state)) return <MissingData />;
  return <Extraction state={location.state} />;
}
