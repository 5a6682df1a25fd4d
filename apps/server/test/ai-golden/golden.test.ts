import fs from 'node:fs';
import path from 'node:path';
import { listingMentions, propertyFactsMessages } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { listingFacts } from '../../src/integrations/ai/listing/facts';
import { checkListingDescription } from '../../src/integrations/ai/listing/legal-check';
import { parseReviews } from '../../src/integrations/ai/reviews/parsed-review';
import { LISTING_EXAMPLES, exampleFacts } from './listings';
import { REVIEW_EXAMPLES } from './reviews';
import { optimiseListing } from '../../src/integrations/ai/builtin/listing-engine';
import { reviewStatistics, writeReviewAnalysis } from '../../src/integrations/ai/builtin/review-engine';

/**
 * Golden outputs of the built-in engine on real French examples. Each file was read line by line
 * and approved (GOLDEN-REVIEW.md beside this file says by whom and what was corrected); a change to the
 * engine shows here as a diff to read again. `UPDATE_GOLDEN=1` rewrites the files.
 */
const DIR = import.meta.dirname;

function expectGolden(name: string, text: string) {
  const file = path.join(DIR, `${name}.golden.txt`);
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, text);
  expect(text).toBe(fs.readFileSync(file, 'utf8'));
}

describe('built-in listing optimiser, golden outputs', () => {
  for (const example of LISTING_EXAMPLES) {
    it(example.name, () => {
      const infoSup = example.infoSup ?? null;
      const facts = listingFacts(exampleFacts(example), infoSup);
      const legalMentions = listingMentions(facts);
      const property = { ...example.property, price: facts.price };
      const result = optimiseListing({ property, infoSup, facts, legalMentions });
      if (result.validation === 1) {
        // The built-in engine's ad passes the legal check untouched: every mention, no contradiction.
        expect(
          checkListingDescription(
            result.description,
            facts,
            legalMentions,
            propertyFactsMessages.mentions.title,
          ),
        ).toEqual({ ok: true, description: result.description, added: [] });
      }
      expectGolden(
        example.name,
        result.validation === 1
          ? `Validation 1\nTitre : ${result.nom}\n\n${result.description}\n`
          : `Validation ${result.validation}\nInformations manquantes : ${result.infoSup}\n`,
      );
    });
  }
});

describe('built-in review analysis, golden outputs', () => {
  for (const example of REVIEW_EXAMPLES) {
    it(example.name, async () => {
      const reviews = parseReviews(example.text);
      const stats = await reviewStatistics(reviews);
      const result = writeReviewAnalysis({ ...example.agency, reviews, stats });
      expectGolden(
        example.name,
        [
          `Validation ${result.validation}`,
          `Avis\n${result.review}`,
          `Points positifs\n${result.positif}`,
          `Points négatifs\n${result.negatif}`,
          result.raison ? `Raison\n${result.raison}` : '',
        ]
          .filter(Boolean)
          .join('\n\n')
          .concat('\n'),
      );
    });
  }
});
