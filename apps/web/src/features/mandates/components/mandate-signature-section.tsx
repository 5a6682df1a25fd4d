import { type Mandate, mandateMessages as m } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { SignatureRequestPanel } from '../../../components/signature-request-panel';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useDrawMandate } from '../api/draw-mandate';
import { refreshMandate } from '../api/refresh-mandate';

/** A new document may be drawn when none is being signed and the mandate is neither countersigned nor closed. */
const canDraw = (mandate: Mandate) =>
  mandate.status === 'active' &&
  mandate.countersignedOn === null &&
  mandate.documentGaps.length === 0 &&
  !['pending', 'sealing', 'completed'].includes(mandate.signatureState);

/**
 * « Document et signature »: « Générer le mandat et le faire signer » (the register number is already
 * on every page), then the signature request as the shared panel shows it.
 */
export function MandateSignatureSection({ mandate }: { mandate: Mandate }) {
  const draw = useDrawMandate(mandate.id);
  const queryClient = useQueryClient();
  const gaps = mandate.documentGaps;
  const requestId = mandate.signatureRequest?.id ?? null;

  const generate = async () => {
    try {
      await draw.mutateAsync();
      toast.success(m.generatedTitle, m.generated);
    } catch (err) {
      toast.error(m.generateFailed, err instanceof Error ? err.message : undefined);
    }
  };

  return (
    <section aria-labelledby="mandate-signature-title">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="space-y-1">
          <h2 id="mandate-signature-title" className="text-lg font-semibold text-slate-900">
            {m.signatureTitle}
          </h2>
          <p className="text-sm text-slate-600">{m.signatureIntro}</p>
        </div>
        {gaps.length > 0 && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {m.documentGaps(gaps.join(', '))}
          </p>
        )}
        {canDraw(mandate) && (
          <div className="space-y-2">
            <Button onClick={generate} disabled={draw.isPending}>
              <FileSignature className="size-4" aria-hidden />
              {draw.isPending ? m.generating : requestId ? m.generateAgain : m.generate}
            </Button>
            {requestId && <p className="text-xs text-slate-600">{m.previousRequests}</p>}
          </div>
        )}
        {requestId && (
          <SignatureRequestPanel
            requestId={requestId}
            onStatusChange={() => void refreshMandate(queryClient, mandate)}
          />
        )}
      </Card>
    </section>
  );
}
