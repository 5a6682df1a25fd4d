import { twoFactorProofSchema, twoFactorMessages as m } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordConfirmDialog } from '../../../components/ui/password-confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { meQueryKey } from '../../auth';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Regenerating the codes and turning two-factor off ask for the password or a code (spec). */
const PROOF = {
  schema: twoFactorProofSchema,
  field: 'proof',
  label: m.proofLabel,
  hint: m.proofHint,
  cancelLabel: m.cancel,
  onFailure: (error: unknown) =>
    toast.error(m.actionFailed, error instanceof Error ? error.message : undefined),
} as const;

/** « Double authentification » inside the profile's Sécurité card. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (codes) {
      return (
        <RecoveryCodesPanel
          codes={codes}
          onDone={() => {
            setCodes(null);
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
          }}
        />
      );
    }
    if (status.isPending) return <Skeleton className="h-11 w-64" />;
    if (status.isError) return <p className="text-sm text-red-700">{m.loadFailed}</p>;
    if (!status.data.enabled) {
      return (
        <>
          <p className="text-sm text-slate-700">{m.statusOff}</p>
          <TwoFactorEnrolment
            onEnabled={(recoveryCodes) => {
              toast.success(m.enabledTitle);
              setCodes(recoveryCodes);
            }}
          />
        </>
      );
    }
    return (
      <>
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
          {m.statusOn}
        </p>
        <p className="text-sm text-slate-600">{m.recoveryLeft(status.data.recoveryCodesLeft)}</p>
        {status.data.requiredByAgency && <p className="text-sm text-slate-600">{m.requiredByAgency}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <PasswordConfirmDialog
            {...PROOF}
            trigger={<Button variant="secondary">{m.regenerate}</Button>}
            title={m.regenerateTitle}
            description={m.regenerateDescription}
            confirmLabel={m.regenerate}
            onConfirm={async ({ proof }) => {
              const result = await regenerate.mutateAsync(proof);
              toast.success(m.regenerated);
              setCodes(result.recoveryCodes);
            }}
          />
          {!status.data.requiredByAgency && (
            <PasswordConfirmDialog
              {...PROOF}
              trigger={<Button variant="danger-ghost">{m.disable}</Button>}
              title={m.disableTitle}
              description={m.disableDescription}
              confirmLabel={m.disableAction}
              onConfirm={async ({ proof }) => {
                await disable.mutateAsync(proof);
                toast.success(m.disabled);
              }}
            />
          )}
        </div>
      </>
    );
  };

  return (
    <section aria-labelledby="two-factor-title" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id="two-factor-title" className="font-semibold text-slate-900">
        {m.title}
      </h3>
      {body()}
    </section>
  );
}
