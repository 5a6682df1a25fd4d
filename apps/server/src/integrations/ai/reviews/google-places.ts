import { aiMessages } from '@immopilote/contracts';
import { z } from 'zod';
import { AiProviderError } from '../ai-provider';
import { providerFailure } from '../call-errors';
import { withDeadline } from '../../deadline';
import type { ParsedReview } from './parsed-review';

/** What we read of a Places API (New) text search; Google returns at most five reviews. */
const placesAnswer = z.object({
  places: z
    .array(
      z.object({
        reviews: z
          .array(
            z.object({
              rating: z.number().nullish(),
              text: z.object({ text: z.string() }).nullish(),
              originalText: z.object({ text: z.string() }).nullish(),
              publishTime: z.string().nullish(),
              authorAttribution: z.object({ displayName: z.string().nullish() }).nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
});

export interface ReviewSource {
  /** The agency's reviews found by name, address and city (none when the place is unknown). */
  find(
    query: { agencyName: string; address: string | null; city: string },
    signal: AbortSignal,
  ): Promise<ParsedReview[]>;
}

/** Google Places API (New): one text search returning the first place with its reviews, in French. */
export class GooglePlacesReviewSource implements ReviewSource {
  constructor(private readonly settings: { apiKey: string; baseUrl: string; timeoutMs: number }) {}

  async find(query: { agencyName: string; address: string | null; city: string }, signal: AbortSignal) {
    let body: unknown;
    try {
      const response = await fetch(`${this.settings.baseUrl}/places:searchText`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': this.settings.apiKey,
          'x-goog-fieldmask': 'places.id,places.displayName,places.reviews',
        },
        body: JSON.stringify({
          textQuery: [query.agencyName, query.address, query.city].filter(Boolean).join(', '),
          languageCode: 'fr',
          regionCode: 'FR',
          pageSize: 1,
        }),
        signal: withDeadline(signal, this.settings.timeoutMs),
      });
      if (!response.ok) throw new AiProviderError('http', aiMessages.providerHttp(response.status));
      body = await response.json();
    } catch (err) {
      throw providerFailure(err, signal);
    }
    const parsed = placesAnswer.safeParse(body);
    if (!parsed.success) throw new AiProviderError('invalid-answer', aiMessages.reviewsInvalidAnswer);
    const reviews = parsed.data.places?.[0]?.reviews ?? [];
    return reviews.flatMap((r) => {
      const text = (r.originalText?.text ?? r.text?.text ?? '').trim();
      if (!text) return [];
      const rating = typeof r.rating === 'number' && r.rating >= 1 && r.rating <= 5 ? r.rating : null;
      const date =
        r.publishTime && /^\d{4}-\d{2}-\d{2}/.test(r.publishTime) ? r.publishTime.slice(0, 10) : null;
      return [{ rating, text, date, author: r.authorAttribution?.displayName ?? null }];
    });
  }
}
