import {
  CONSENT_SOURCES,
  type ConsentSource,
  matchingMessages as mm,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatShortDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useProspectingConsent, useSetProspectingConsent } from '../api/prospecting-consent';

const t = sm.consent;

/**
 * « Accepte de recevoir des biens par e-mail », with its date and source: no proposal or alert
 * leaves without it (French prospecting rules). The agent records it or withdraws it.
 */
export function ProspectingConsentCard({ clientId }: { clientId: string }) {
  const consent = useProspectingConsent(clientId);
  const setConsent = useSetProspectingConsent(clientId);
  const [source, setSource] = useState<ConsentSource>('oral');

  const change = (granted: boolean) =>
    setConsent.mutate(granted ? { granted, source } : { granted }, {
      onSuccess: () => toast.success(granted ? t.grantedToast : t.withdrawnToast),
      onError: (error) => toast.error(t.failed, error.message),
    });

  const data = consent.data;
  const granted = Boolean(data?.current);

  return (
    <Card className="space-y-3 p-4 sm:p-6" aria-labelledby="client-consent-title">
      <h2 id="client-consent-title" className="text-base font-semibold text-slate-900">
        {t.title}
      </h2>
      {consent.isPending ? (
        <Loading>
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : consent.isError || !data ? (
        <p className="text-sm text-red-700">{sm.loadFailed}</p>
      ) : granted && data.consentedAt ? (
        <div className="space-y-3">
          <p className="flex items-start gap-2 text-sm text-slate-800">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
            <span>
              <span className="font-medium">{t.granted}</span>
              <br />
              {t.grantedSince(formatShortDate(data.consentedAt), mm.consentSources[data.source ?? 'autre'])}
            </span>
          </p>
          <Button variant="danger-ghost" disabled={setConsent.isPending} onClick={() => change(false)}>
            <MailX className="size-4" aria-hidden />
            {t.withdraw}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            {t.none}
            {data.withdrawnAt && ` ${t.withdrawn(formatShortDate(data.withdrawnAt))}`}
          </p>
          <Field label={t.source}>
            <Select value={source} onChange={(event) => setSource(event.target.value as ConsentSource)}>
              {CONSENT_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {mm.consentSources[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Button variant="secondary" disabled={setConsent.isPending} onClick={() => change(true)}>
            <MailCheck className="size-4" aria-hidden />
            {t.grant}
          </Button>
        </div>
      )}
      {data && data.history.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="min-h-11 cursor-pointer content-center text-slate-800 sm:min-h-0">
            {t.history}
          </summary>
          <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
            {data.history.map((event) => (
              <li key={`${event.at}-${event.action}`}>
                {t.historyLine(
                  formatShortDate(event.at),
                  event.action === 'granted' ? t.historyGranted : t.historyWithdrawn,
                  event.source ? mm.consentSources[event.source] : null,
                  event.byName,
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </Card>
  );
}
