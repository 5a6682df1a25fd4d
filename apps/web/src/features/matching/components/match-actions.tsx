import { type Match, matchingScreenMessages as sm } from '@immopilote/contracts';
import { CalendarPlus, Mail, ThumbsDown, ThumbsUp, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useSetMatchState } from '../api/set-match-state';
import { useProposeByMail } from './use-propose-by-mail';

const t = sm.matches;

/** What the agent does with one match: propose it, note the client's interest, dismiss it, plan a visit. */
export function MatchActions({
  match,
  onDismiss,
  onPlanVisit,
  label,
}: {
  match: Match;
  onDismiss(match: Match): void;
  onPlanVisit(match: Match): void;
  /** Names the group for screen readers (the listing or the client). */
  label: string;
}) {
  const setState = useSetMatchState();
  const propose = useProposeByMail();
  const closed = match.state === 'ecarte';

  const mark = (state: 'interesse' | 'pas_interesse') =>
    setState.mutate(
      { searchId: match.searchId, propertyId: match.propertyId, state },
      {
        onSuccess: () => toast.success(t.stateSaved),
        onError: (error) => toast.error(t.stateFailed, error.message),
      },
    );

  return (
    <fieldset aria-label={t.actionsLabel(label)} className="flex min-w-0 flex-wrap gap-1">
      <Button
        variant="secondary"
        size="sm"
        disabled={propose.isPending || closed}
        onClick={() => propose.send([{ searchId: match.searchId, propertyId: match.propertyId }])}
      >
        <Mail className="size-4" aria-hidden />
        {t.propose}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={match.state === 'interesse'}
        disabled={setState.isPending}
        onClick={() => mark('interesse')}
      >
        <ThumbsUp className="size-4" aria-hidden />
        {t.interested}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={match.state === 'pas_interesse'}
        disabled={setState.isPending}
        onClick={() => mark('pas_interesse')}
      >
        <ThumbsDown className="size-4" aria-hidden />
        {t.notInterested}
      </Button>
      <Button variant="ghost" size="sm" disabled={closed} onClick={() => onPlanVisit(match)}>
        <CalendarPlus className="size-4" aria-hidden />
        {t.planVisit}
      </Button>
      <Button variant="danger-ghost" size="sm" disabled={closed} onClick={() => onDismiss(match)}>
        <XCircle className="size-4" aria-hidden />
        {t.dismiss}
      </Button>
    </fieldset>
  );
}
