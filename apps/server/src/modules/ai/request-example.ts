import {
  type AiRequestExample,
  aiMessages,
  listingMentions,
  EXTERIOR_FEATURES,
  PROPERTY_FACT_NAMES,
  type PropertyFacts,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { AiTaskName, AiTasks } from '../../integrations/ai';
import type { ListingTaskInput, ReviewsTaskInput } from '../../integrations/ai/ai-provider';
import { reviewStatistics } from '../../integrations/ai/builtin/review-engine';
import { describeRedactedRequest } from './redaction';

const { sample } = aiMessages;

/** A Lyon sale rated D / C at 313 500 €, whose description carries personal data of every kind. */
function sampleListing(): ListingTaskInput {
  const unknown = {
    ...Object.fromEntries(PROPERTY_FACT_NAMES.map((name) => [name, null])),
    ...Object.fromEntries(EXTERIOR_FEATURES.map((name) => [name, false])),
  } as PropertyFacts;
  const facts = {
    ...unknown,
    kind: 'appartement',
    surfaceHabitable: 65,
    rooms: 3,
    dpeStatus: 'realise',
    dpeClass: 'D',
    dpeValue: 220,
    gesClass: 'C',
    gesValue: 25,
    type: 'Vente',
    zip: sample.zip,
    price: 313_500,
    agencyFeeScaleUrl: null,
  } satisfies ListingTaskInput['facts'];
  return {
    property: {
      name: sample.name,
      price: facts.price,
      type: facts.type,
      address: sample.address,
      city: sample.city,
      zip: sample.zip,
      description: sample.description,
    },
    infoSup: null,
    facts,
    legalMentions: listingMentions(facts),
  };
}

async function sampleReviews(): Promise<ReviewsTaskInput> {
  const reviews = sample.reviews.map((r) => ({ rating: 5, text: r.text, date: null, author: r.author }));
  return {
    agencyName: sample.agencyName,
    address: null,
    city: sample.city,
    reviews,
    stats: await reviewStatistics(reviews),
  };
}

/**
 * « Ce qui est envoyé » in Mon agence: the configured provider's request for a sample listing and
 * sample reviews, through the very redaction and request builder a real call uses — with the
 * agency's own clients' names among those removed.
 */
export async function aiRequestExample(deps: AppDeps, scope: MemberScope): Promise<AiRequestExample> {
  const { provider } = deps.ai;
  const describe = async <T extends AiTaskName>(task: T, input: AiTasks[T]['input']) =>
    provider.supports(task) ? describeRedactedRequest(deps, scope.agencyId, provider, task, input) : null;
  return {
    provider: provider.id,
    external: provider.external,
    sampleDescription: sample.description,
    listing: await describe('listing', sampleListing()),
    reviews: await describe('reviews', await sampleReviews()),
  };
}
