import { aiMessages } from '@immopilote/contracts';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAiRequestExample, useAiSettings, useUpdateAiSettings } from '../api/ai-settings';

/** « Assistants IA » in Mon agence › Informations: which engine answers, consent, the month's usage. */
export function AiSettingsCard() {
  const settings = useAiSettings();
  const update = useUpdateAiSettings();
  if (settings.isError) {
    return (
      <Card className="p-4 sm:p-6">
        <p className="text-sm text-red-700">{aiMessages.settingsLoadError}</p>
      </Card>
    );
  }
  if (!settings.data) return <Skeleton className="h-40 w-full rounded-xl" />;
  const { provider, external, externalEnabled, usage } = settings.data;
  const percent = usage.limit > 0 ? Math.min(100, Math.round((100 * usage.used) / usage.limit)) : 0;
  const month = formatDate(`${usage.month}-01`, 'month');
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby="ai-settings-title" className="space-y-4">
        <h2 id="ai-settings-title" className="text-lg font-semibold text-slate-900">
          {aiMessages.settingsTitle}
        </h2>
        <p className="text-sm text-slate-700">
          {aiMessages.settingsEngine(
            aiMessages.providerNames[external && !externalEnabled ? 'builtin' : provider],
          )}
        </p>
        {external ? (
          <div className="flex min-h-11 items-start justify-between gap-4">
            <div className="space-y-1">
              <label htmlFor="ai-external" className="text-sm font-medium text-slate-900">
                {aiMessages.settingsExternalLabel}
              </label>
              <p className="text-xs text-slate-600">{aiMessages.settingsExternalHelp}</p>
            </div>
            <Switch
              id="ai-external"
              checked={externalEnabled}
              disabled={update.isPending}
              onCheckedChange={(checked) =>
                update.mutate(checked, {
                  onSuccess: () => toast.success(aiMessages.settingsSaved),
                  onError: (error) => toast.error(aiMessages.settingsSaveError, error.message),
                })
              }
            />
          </div>
        ) : (
          <p className="text-xs text-slate-600">{aiMessages.settingsBuiltinOnly}</p>
        )}
        {external && <RequestExample />}
        {usage.limit > 0 ? (
          <div className="space-y-1">
            <p className="text-sm text-slate-800" data-testid="ai-usage">
              {aiMessages.usageLabel(usage.used, usage.limit, month)}
            </p>
            <div
              className="h-2 overflow-hidden rounded-full bg-slate-200"
              role="progressbar"
              aria-label={aiMessages.usageLabel(usage.used, usage.limit, month)}
              aria-valuemin={0}
              aria-valuemax={usage.limit}
              aria-valuenow={usage.used}
            >
              <div className="h-full bg-brand-700" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{aiMessages.usageNone}</p>
        )}
      </section>
    </Card>
  );
}

/** What a call to the external provider sends, for a sample: compact until the head opens it. */
function RequestExample() {
  // Asked for once the head opens it: most visits of Mon agence never do.
  const [open, setOpen] = useState(false);
  const example = useAiRequestExample(open);
  const block = (id: string, title: string, text: string | null) =>
    text === null ? null : (
      <section className="space-y-1" aria-labelledby={id}>
        <h3 id={id} className="text-xs font-semibold text-slate-800">
          {title}
        </h3>
        {/* Scrolls when long: focusable so a keyboard can scroll it too (axe scrollable-region-focusable). */}
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard focus (WCAG 2.1.1)
          tabIndex={0}
          className="focus-visible:outline-2 focus-visible:outline-brand-600 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-100 p-3 text-xs text-slate-800"
        >
          {text}
        </pre>
      </section>
    );
  return (
    <details
      className="rounded-lg border border-slate-200 p-3"
      data-testid="ai-request-example"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-slate-900">
        {aiMessages.exampleTitle}
      </summary>
      <div className="mt-2 space-y-3">
        <p className="text-xs text-slate-600">{aiMessages.exampleIntro}</p>
        {example.isError && <p className="text-sm text-red-700">{aiMessages.exampleLoadError}</p>}
        {!example.data && !example.isError && <Skeleton className="h-24 w-full" />}
        {example.data && (
          <>
            {block('ai-example-sample', aiMessages.exampleSample, example.data.sampleDescription)}
            {block('ai-example-listing', aiMessages.exampleListing, example.data.listing)}
            {block('ai-example-reviews', aiMessages.exampleReviews, example.data.reviews)}
          </>
        )}
      </div>
    </details>
  );
}
