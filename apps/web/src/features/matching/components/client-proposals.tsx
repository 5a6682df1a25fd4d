import {
  matchingMessages as mm,
  PROPOSAL_ANSWERS,
  type ProposalAnswer,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatPrice, formatShortDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAnswerProposal, useClientProposals } from '../api/client-proposals';

const t = sm.proposals;

/** « Propositions »: everything sent to the client, newest first, with the answer when there is one. */
export function ClientProposals({ clientId }: { clientId: string }) {
  const proposals = useClientProposals(clientId);
  const answer = useAnswerProposal(clientId);

  const record = (proposalId: string, value: ProposalAnswer) =>
    answer.mutate(
      { proposalId, answer: value },
      {
        onSuccess: () => toast.success(t.recorded, mm.answers[value]),
        onError: (error) => toast.error(t.recordFailed, error.message),
      },
    );

  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="client-proposals-title">
      <h2 id="client-proposals-title" className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      {proposals.isPending ? (
        <Loading>
          <Skeleton className="h-20 w-full" />
        </Loading>
      ) : proposals.isError ? (
        <p className="text-sm text-red-700">{sm.loadFailed}</p>
      ) : proposals.data.length === 0 ? (
        <EmptyState compact title={t.empty} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {proposals.data.map((proposal) => (
            <li key={proposal.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {proposal.propertyName}
                  <span className="font-normal text-slate-700">
                    {' '}
                    · {proposal.propertyCity} · {formatPrice(proposal.price, proposal.propertyType)}
                  </span>
                </p>
                <time dateTime={proposal.sentAt} className="text-sm text-slate-600">
                  {t.sentOn(formatDateTime(proposal.sentAt))}
                </time>
              </div>
              <p className="text-sm text-slate-700">
                {t.via[proposal.via]} · {t.events[proposal.event]}
                {proposal.sentByName && ` ${t.by(proposal.sentByName)}`}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm text-slate-800">
                  {proposal.answer && proposal.answeredAt
                    ? (proposal.answeredBy === 'client' ? t.answeredByClient : t.answeredByAgent)(
                        mm.answers[proposal.answer],
                        formatShortDate(proposal.answeredAt),
                      )
                    : t.noAnswer}
                </p>
                <label className="sr-only" htmlFor={`proposal-answer-${proposal.id}`}>
                  {t.recordLabel(proposal.propertyName)}
                </label>
                <Select
                  id={`proposal-answer-${proposal.id}`}
                  className="w-auto"
                  value=""
                  disabled={answer.isPending}
                  onChange={(event) => record(proposal.id, event.target.value as ProposalAnswer)}
                >
                  <option value="" disabled>
                    {t.record}
                  </option>
                  {PROPOSAL_ANSWERS.map((value) => (
                    <option key={value} value={value}>
                      {mm.answers[value]}
                    </option>
                  ))}
                </Select>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
