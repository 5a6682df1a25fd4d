import { type HistoryClientOption, type LeadDetail, leadsScreenMessages as sm } from '@immopilote/contracts';
import { Link2 } from 'lucide-react';
import { ClientCombobox } from '../../../components/client-combobox';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useMergeLead } from '../api/merge-lead';

const t = sm.merge;

/**
 * « Associer à un client existant »: the clients with the same e-mail or phone first (one click),
 * any other found by three letters. Both histories stay; the client's record lists the lead.
 */
export function MergeLeadDialog({
  lead,
  open,
  onClose,
}: {
  lead: LeadDetail;
  open: boolean;
  onClose(): void;
}) {
  const merge = useMergeLead(lead.id);
  const choose = (client: { id: string; name: string }) =>
    merge.mutate(client.id, {
      onSuccess: () => {
        toast.success(t.done, client.name);
        onClose();
      },
      onError: (error) => toast.error(t.failed, error.message),
    });
  const duplicates = lead.duplicates.filter((c) => c.id !== lead.client?.id);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description}
      closeLabel={sm.close}
    >
      <div className="min-h-48 space-y-5">
        {duplicates.length > 0 && (
          <section aria-labelledby="merge-suggested" className="space-y-2">
            <h3 id="merge-suggested" className="text-sm font-semibold text-slate-900">
              {t.suggested}
            </h3>
            <ul className="space-y-2">
              {duplicates.map((client) => (
                <li
                  key={client.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
                >
                  <span className="min-w-0 text-sm">
                    <span className="font-medium text-slate-900">{client.name}</span>{' '}
                    <span className="text-slate-600">· {sm.detail.duplicateBy[client.by]}</span>
                  </span>
                  <Button
                    size="sm"
                    disabled={merge.isPending}
                    aria-label={t.choose(client.name)}
                    onClick={() => choose(client)}
                  >
                    <Link2 className="size-4" aria-hidden />
                    {t.submit}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Field label={duplicates.length > 0 ? t.other : t.search}>
          <ClientCombobox
            onChoose={(client: HistoryClientOption) => choose({ id: client.id, name: client.fullName })}
          />
        </Field>
      </div>
    </Dialog>
  );
}
