import {
  matchingMessages as mm,
  PRODUCT_NAME,
  type ProposalAnswer,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAlertLink } from '../api/alert-link';
import { AlertLinkFrame } from '../components/alert-link-frame';

const t = sm.alertLink;

function answerOf(value: string | null): ProposalAnswer | null {
  return value === 'interesse' || value === 'pas_interesse' ? value : null;
}

/**
 * /proposition/{token}?reponse=interesse|pas_interesse: the client's answer from the e-mail's
 * « Ça m’intéresse » / « Pas pour moi », confirmed by a button (opening the link changes nothing).
 */
export function Component() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { state, answer } = useAlertLink(token);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<ProposalAnswer | null>(null);
  const [changing, setChanging] = useState(false);
  const asked = answerOf(params.get('reponse'));

  const send = async (value: ProposalAnswer) => {
    setPending(true);
    try {
      await answer(value);
      setSent(value);
      setChanging(false);
    } catch (error) {
      toast.error(t.failed, error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };

  const buttons = (only: ProposalAnswer | null) => (
    <div className="flex flex-col gap-3 sm:flex-row">
      {(only ? [only] : (['interesse', 'pas_interesse'] as const)).map((value) => (
        <Button
          key={value}
          size="lg"
          variant={value === 'interesse' ? 'primary' : 'secondary'}
          disabled={pending}
          onClick={() => send(value)}
        >
          {value === 'interesse' ? (
            <ThumbsUp className="size-5" aria-hidden />
          ) : (
            <ThumbsDown className="size-5" aria-hidden />
          )}
          {value === 'interesse' ? t.confirmInterested : t.confirmNotInterested}
        </Button>
      ))}
    </div>
  );

  return (
    <AlertLinkFrame title={`${t.proposalTitle} – ${PRODUCT_NAME}`} state={state}>
      {(link) => {
        const proposal = link.proposal;
        return (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t.proposalTitle}</h1>
            <p className="text-slate-700">{t.hello(link.clientFirstName)}</p>
            {proposal === null ? (
              <p role="alert" className="text-slate-800">
                {t.notFound}
              </p>
            ) : (
              <>
                <p className="text-slate-700">{t.proposalIntro(link.agencyName)}</p>
                <div className="rounded-lg border border-slate-200 p-4">
                  <p className="font-semibold text-slate-900">{proposal.propertyName}</p>
                  <p className="text-slate-700">
                    {proposal.propertyCity} · {formatPrice(proposal.price, proposal.propertyType)}
                  </p>
                </div>
                {sent ? (
                  <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
                    {t.answered(mm.answers[sent], link.agencyName)}
                  </p>
                ) : proposal.answer && !changing ? (
                  <div className="space-y-3">
                    <p role="status" className="text-slate-800">
                      {t.alreadyAnswered(mm.answers[proposal.answer])}
                    </p>
                    <Button variant="secondary" onClick={() => setChanging(true)}>
                      {t.changeAnswer}
                    </Button>
                  </div>
                ) : (
                  buttons(changing ? null : asked)
                )}
              </>
            )}
          </>
        );
      }}
    </AlertLinkFrame>
  );
}
