import {
  SIGNATURE_REQUEST_STATUSES,
  type SignatureRequestStatus,
  type SignatureRequestSummary,
  signaturesScreenMessages as sm,
} from '@immopilote/contracts';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  SignatureRequestPanel,
  SignatureStatusBadge,
  useSignatureRequests,
} from '../../../components/signature-request-panel';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { Select } from '../../../components/ui/select';
import { formatLongDate } from '../../../lib/format';
import { Link } from 'react-router';

const t = sm.list;
const STATUS_PARAM = 'statut';
const REQUEST_PARAM = 'demande';

const statusOf = (value: string | null): SignatureRequestStatus | undefined =>
  SIGNATURE_REQUEST_STATUSES.find((s) => s === value);

/**
 * /signatures: every signature request of the agency, newest first, filtered by status; a request
 * opens its panel over the list (addressable as /signatures?demande={id}).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get(STATUS_PARAM));
  const openId = params.get(REQUEST_PARAM);
  const list = useSignatureRequests(status);
  const items = list.data?.items ?? [];

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <section className="space-y-6">
      <PageHeader
        title={t.title}
        back={{ to: '/mandates', label: t.back }}
        meta={<p className="max-w-3xl text-sm text-slate-600">{t.intro}</p>}
        actions={
          <Button asChild variant="secondary">
            <Link to="/signatures/verifier">
              <ShieldCheck className="size-4" aria-hidden />
              {sm.verify.title}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-64">
          <Field label={t.filter}>
            <Select
              value={status ?? ''}
              onChange={(event) => update({ [STATUS_PARAM]: event.target.value || null })}
            >
              <option value="">{t.all}</option>
              {SIGNATURE_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {sm.statusLabels[s]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {list.data && items.length > 0 && <p className="text-sm text-slate-600">{t.count(items.length)}</p>}
      </div>

      {list.isError ? (
        <EmptyState title={t.loadFailed} description={list.error.message} />
      ) : !list.data ? (
        <Loading>
          <div className="space-y-3">
            {placeholderKeys(3).map((key) => (
              <Skeleton key={key} className="h-20 w-full rounded-xl" />
            ))}
          </div>
        </Loading>
      ) : items.length === 0 ? (
        <EmptyState title={status ? t.emptyFiltered : t.empty} description={t.emptyHint} />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {items.map((request) => (
            <li key={request.id}>
              <RequestRow request={request} onOpen={() => update({ [REQUEST_PARAM]: request.id })} />
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={openId !== null}
        onOpenChange={(open) => !open && update({ [REQUEST_PARAM]: null })}
        title={items.find((r) => r.id === openId)?.title ?? t.title}
        closeLabel={t.close}
      >
        {openId && (
          <SignatureRequestPanel requestId={openId} showTitle={false} className="border-0 p-0 sm:p-0" />
        )}
      </Dialog>
    </section>
  );
}

function RequestRow({ request, onOpen }: { request: SignatureRequestSummary; onOpen(): void }) {
  const signed = request.signers.filter((s) => s.status === 'signed').length;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t.open(request.title)}
      className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words text-slate-900">{request.title}</p>
        <p className="text-xs text-slate-600">
          {sm.documentKinds[request.documentKind]} · {t.createdOn(formatLongDate(request.createdAt))} ·{' '}
          {t.progress(signed, request.signers.length)}
        </p>
      </div>
      <SignatureStatusBadge status={request.status} />
      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
    </button>
  );
}
