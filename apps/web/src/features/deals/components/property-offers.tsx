import {
  dealMessages as dm,
  dealScreenMessages as sm,
  formatEuros,
  formatLongDate,
  type Offer,
  type OfferAnswer,
} from '@immopilote/contracts';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadLink } from '../../../components/download-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePropertyOffers } from '../api/get-property-offers';
import { offerDocumentUrl } from '../api/offer-document-url';
import { offerChains } from '../lib/offer-chains';
import { NewOfferDialog } from './new-offer-dialog';
import { OfferAnswerDialog } from './offer-answer-dialog';
import { OfferStatusBadge } from './offer-status-badge';
import { RentalApplicationDialog } from './rental-application-dialog';

const ANSWERS: readonly OfferAnswer[] = ['accept', 'refuse', 'counter', 'withdraw'];
const day = (iso: string) => formatLongDate(iso);

function OpenDealLink({ dealId }: { dealId: string }) {
  return (
    <Button asChild>
      <Link to={`/ventes/${dealId}`}>
        {sm.offers.openDeal}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Button>
  );
}

/**
 * The property page's offers (a sale listing): each first offer and its chain of counter-offers,
 * with the status, the financing and the validity, the answers on a pending one, « Nouvelle offre »;
 * once one is accepted, « Voir le dossier ». A rental listing has no offers: « Retenir une
 * candidature » opens its file.
 */
export function PropertyOffers({ propertyId, rental }: { propertyId: string; rental: boolean }) {
  const offers = usePropertyOffers(propertyId);
  const [answering, setAnswering] = useState<{ offer: Offer; answer: OfferAnswer } | null>(null);
  const openDealId = offers.data?.openDealId ?? null;

  if (rental) {
    return (
      <section aria-labelledby="property-rental-deal-title">
        <Card className="space-y-3 p-5 sm:p-6">
          <h2 id="property-rental-deal-title" className="text-lg font-semibold text-slate-900">
            {sm.rental.title}
          </h2>
          {offers.isPending ? (
            <Skeleton className="h-11 w-56" />
          ) : openDealId ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">{sm.rental.open}</p>
              <OpenDealLink dealId={openDealId} />
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">{sm.rental.text}</p>
              <RentalApplicationDialog propertyId={propertyId} />
            </div>
          )}
        </Card>
      </section>
    );
  }

  const chains = offerChains(offers.data?.items ?? []);
  return (
    <section aria-labelledby="property-offers-title">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="property-offers-title" className="text-lg font-semibold text-slate-900">
            {sm.offers.title}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {openDealId && <OpenDealLink dealId={openDealId} />}
            <NewOfferDialog propertyId={propertyId} />
          </div>
        </div>
        {openDealId && <p className="text-sm text-slate-700">{sm.offers.dealOpen}</p>}
        {offers.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : offers.isError ? (
          <p className="text-sm text-red-700">{sm.offers.loadFailed}</p>
        ) : chains.length === 0 ? (
          <EmptyState compact title={sm.offers.empty} description={sm.offers.emptyHint} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {chains.map(({ offer, depth, parent }) => (
              <li
                key={offer.id}
                className={cn('py-3', depth > 0 && 'border-l-2 border-slate-200 pl-3')}
                style={depth > 0 ? { marginLeft: `${Math.min(depth, 3)}rem` } : undefined}
              >
                <OfferRow
                  offer={offer}
                  parent={parent}
                  onAnswer={(answer) => setAnswering({ offer, answer })}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
      {answering && (
        <OfferAnswerDialog
          offer={answering.offer}
          answer={answering.answer}
          onClose={() => setAnswering(null)}
        />
      )}
    </section>
  );
}

function OfferRow({
  offer,
  parent,
  onAnswer,
}: {
  offer: Offer;
  parent: Offer | null;
  onAnswer(answer: OfferAnswer): void;
}) {
  const who = offer.party === 'owner' ? sm.offers.fromOwner : offer.buyer.name;
  const financing =
    offer.financing === 'loan' && offer.loanAmount !== null
      ? sm.offers.loan(formatEuros(offer.loanAmount))
      : dm.financings[offer.financing];
  const details = [
    sm.offers.receivedOn(day(offer.receivedOn)),
    financing,
    offer.contribution !== null ? sm.offers.contribution(formatEuros(offer.contribution)) : null,
    sm.offers.validUntil(day(offer.validUntil)),
  ].filter(Boolean);
  const amount = formatEuros(offer.amount);
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="font-semibold text-slate-900">
            {amount} · {who}
          </p>
          {parent && (
            <p className="text-xs text-slate-600">{sm.offers.inAnswerTo(formatEuros(parent.amount))}</p>
          )}
          <p className="text-slate-700">{details.join(' · ')}</p>
          {offer.conditions && <p className="break-words text-slate-700">{offer.conditions}</p>}
          {offer.answeredOn && (
            <p className="text-xs text-slate-600">
              {offer.counterAmount !== null
                ? sm.offers.counteredWith(formatEuros(offer.counterAmount), day(offer.answeredOn))
                : sm.offers.answeredOn(dm.offerStatuses[offer.status], day(offer.answeredOn))}
              {offer.answerNote && ` — ${offer.answerNote}`}
            </p>
          )}
          {offer.document && (
            <DownloadLink href={offerDocumentUrl(offer.id)} fileName={offer.document.fileName}>
              {sm.offers.document}
            </DownloadLink>
          )}
        </div>
        <OfferStatusBadge offer={offer} />
      </div>
      {offer.status === 'pending' && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{sm.offers.actionsLabel(who, amount)}</legend>
          {ANSWERS.map((answer) => (
            <Button
              key={answer}
              size="sm"
              variant={answer === 'refuse' || answer === 'withdraw' ? 'ghost' : 'secondary'}
              onClick={() => onAnswer(answer)}
            >
              {sm.offers.actions[answer]}
            </Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
