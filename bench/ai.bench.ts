import { listingGaps, listingMentions } from '@immopilote/contracts';
import { performance } from 'node:perf_hooks';
import { optimiseListing } from '../apps/server/src/integrations/ai/builtin/listing-engine';
import {
  reviewStatistics,
  writeReviewAnalysis,
} from '../apps/server/src/integrations/ai/builtin/review-engine';
import { exampleFacts, LISTING_EXAMPLES } from '../apps/server/test/ai-golden/listings';
import { listingFacts } from '../apps/server/src/integrations/ai/listing/facts';
import { parseReviews } from '../apps/server/src/integrations/ai/reviews/parsed-review';

/**
 * The built-in engine's latency (`npm run bench -- ai`): one listing optimised from its facts
 * (facts read, legal check, title, description, mentions) and 100 reviews analysed (parsing,
 * French sentiment per sentence, themes, months, the three texts). Targets printed, not asserted.
 */
const LISTING_RUNS = 2000;
const REVIEW_RUNS = 20;

const SENTENCES = [
  'Agence très professionnelle, accueil chaleureux. Je recommande !',
  'Aucun suivi après la visite, personne ne répond au téléphone. Je déconseille.',
  'Estimation juste et vente rapide. Merci pour le suivi.',
  'Honoraires trop chers pour le service rendu.',
  'Gestion locative sérieuse, état des lieux bien fait et caution rendue rapidement.',
];

function hundredReviews(): string {
  return Array.from({ length: 100 }, (_, i) => {
    const month = String((i % 12) + 1).padStart(2, '0');
    return `${(i % 5) + 1}/5 – 1${i % 9}/${month}/2025 – ${SENTENCES[i % SENTENCES.length]}`;
  }).join('\n\n');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (v: number) => `${v.toFixed(v < 1 ? 3 : 1)} ms`;

export async function run() {
  // The golden Lyon sale: stored facts, with the DPE and the fees typed by the user (free-text path).
  const example = LISTING_EXAMPLES.find((e) => e.name === 'lyon-faits-completes-par-le-texte')!;
  const stored = exampleFacts(example);
  const property = { ...example.property, price: stored.price };
  const infoSup = example.infoSup ?? null;
  const listing: number[] = [];
  for (let i = 0; i < LISTING_RUNS; i++) {
    const start = performance.now();
    const facts = listingFacts(stored, infoSup);
    if (listingGaps(facts).length > 0) throw new Error('the bench listing should be complete');
    const result = optimiseListing({ property, infoSup, facts, legalMentions: listingMentions(facts) });
    listing.push(performance.now() - start);
    if (result.validation !== 1) throw new Error('the bench listing should be complete');
  }
  console.log(
    `annonce (moteur intégré) : médiane ${ms(percentile(listing, 50))}, p95 ${ms(percentile(listing, 95))} sur ${LISTING_RUNS} annonces — objectif < 5 ms`,
  );

  const text = hundredReviews();
  const reviews: number[] = [];
  for (let i = 0; i < REVIEW_RUNS; i++) {
    const start = performance.now();
    const parsed = parseReviews(text);
    const stats = await reviewStatistics(parsed);
    writeReviewAnalysis({
      agencyName: 'Agence du Centre',
      address: null,
      city: 'Lyon',
      reviews: parsed,
      stats,
    });
    reviews.push(performance.now() - start);
    if (stats.count !== 100) throw new Error('the bench should analyse 100 reviews');
  }
  console.log(
    `100 avis (moteur intégré) : médiane ${ms(percentile(reviews, 50))}, p95 ${ms(percentile(reviews, 95))} sur ${REVIEW_RUNS} analyses (la première charge le lexique) — objectif < 500 ms`,
  );
}
