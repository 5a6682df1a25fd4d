import { type Deal, dealScreenMessages as sm } from '@immopilote/contracts';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { useDealDocumentOptions } from '../api/get-document-options';
import { useSetChecklistDocument } from '../api/update-deal';

/** The notary's papers, each linked to a stored document of the property or the parties, « manquant » otherwise. */
export function DealChecklist({ deal, editable }: { deal: Deal; editable: boolean }) {
  const options = useDealDocumentOptions(deal.id);
  const setDocument = useSetChecklistDocument(deal.id);
  const id = useId();
  const items = options.data ?? [];

  const choose = (item: Deal['checklist'][number]['item'], documentId: string) =>
    setDocument.mutate(
      { item, documentId: documentId || null },
      {
        onSuccess: () => toast.success(documentId ? sm.checklist.saved : sm.checklist.cleared),
        onError: (error) => toast.error(sm.checklist.failed, error.message),
      },
    );

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="space-y-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {sm.checklist.title}
          </h2>
          <p className={deal.checklistMissing > 0 ? 'text-sm text-amber-900' : 'text-sm text-green-800'}>
            {deal.checklistMissing > 0
              ? sm.checklist.missingCount(deal.checklistMissing)
              : sm.checklist.complete}
          </p>
        </div>
        <ul className="divide-y divide-slate-200">
          {deal.checklist.map((entry) => (
            <li key={entry.item} className="grid gap-2 py-2 text-sm sm:grid-cols-[1fr_18rem] sm:items-center">
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={`${id}-${entry.item}`} className="font-medium text-slate-900">
                  {entry.label}
                </label>
                {!entry.document && (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/30">
                    {sm.checklist.missing}
                  </span>
                )}
              </div>
              <Select
                id={`${id}-${entry.item}`}
                value={entry.document?.id ?? ''}
                disabled={!editable || setDocument.isPending}
                onChange={(event) => choose(entry.item, event.target.value)}
              >
                <option value="">{sm.checklist.none}</option>
                {entry.document && !items.some((o) => o.id === entry.document?.id) && (
                  <option value={entry.document.id}>{entry.document.fileName}</option>
                )}
                {items.map((o) => (
                  <option key={o.id} value={o.id}>
                    {sm.checklist.option(o.fileName, o.owner)}
                  </option>
                ))}
              </Select>
            </li>
          ))}
        </ul>
        {options.isSuccess && items.length === 0 && (
          <p className="text-sm text-slate-600">{sm.checklist.noOptions}</p>
        )}
      </Card>
    </section>
  );
}
