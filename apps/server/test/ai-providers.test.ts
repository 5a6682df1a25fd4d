import { aiMessages, listingMentions } from '@immopilote/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '../src/integrations/ai';
import type { ListingTaskInput } from '../src/integrations/ai/ai-provider';
import { exampleFacts, LISTING_EXAMPLES } from './ai-golden/listings';
import { OpenAiCompatibleProvider } from '../src/integrations/ai/openai-compatible-provider';
import { GooglePlacesReviewSource } from '../src/integrations/ai/reviews/google-places';
import { WebhookAiProvider } from '../src/integrations/ai/webhook-provider';
import { chatCompletion, type FakeReply, startFakeServer } from './helpers/fake-ai-servers';

const example = LISTING_EXAMPLES[0]!;
const property = { ...example.property, price: Number(example.property.price) };
const listingInput = (): ListingTaskInput => {
  const facts = exampleFacts(example);
  return { property, infoSup: null, facts, legalMentions: listingMentions(facts) };
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function fake(replies: FakeReply[]) {
  const server = await startFakeServer(replies);
  close = server.close;
  return server;
}

const openai = (url: string, timeoutMs = 2000, maxRetries = 1) =>
  new OpenAiCompatibleProvider({
    baseUrl: `${url}/v1`,
    apiKey: 'cle-test',
    model: 'modele-test',
    timeoutMs,
    maxRetries,
  });

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AiProviderError);
  return err as AiProviderError;
}

describe('OpenAI-compatible provider against a local chat-completions server', () => {
  it('sends the model, the key, JSON mode and the facts, and returns the validated answer', async () => {
    const server = await fake([
      chatCompletion(
        JSON.stringify({
          validation: 1,
          nom: 'T3 de 65 m² – Lyon 2e',
          description: 'Bel appartement.',
          infoSup: '',
        }),
      ),
    ]);
    const result = await openai(server.url).generate('listing', listingInput(), {
      signal: new AbortController().signal,
    });
    expect(result).toEqual({
      validation: 1,
      nom: 'T3 de 65 m² – Lyon 2e',
      description: 'Bel appartement.',
      infoSup: '',
    });
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer cle-test');
    const body = JSON.parse(request!.body);
    expect(body.model).toBe('modele-test');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.stringify(body.messages)).toContain('CLASSE ÉNERGIE\u00A0: D – CLASSE CLIMAT\u00A0: C');
    expect(JSON.stringify(body.messages)).toContain('Pièces : 3');
  });

  it('an answer wrapped in a ```json fence (or a plain ``` one) is read out of it', async () => {
    const answer = { validation: 1, nom: 'T3 – Lyon 2e', description: 'Bel appartement.', infoSup: '' };
    const server = await fake([
      chatCompletion(`\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\``),
      chatCompletion(`\`\`\`\n${JSON.stringify(answer)}\n\`\`\``),
    ]);
    for (let i = 0; i < 2; i += 1) {
      expect(
        await openai(server.url).generate('listing', listingInput(), {
          signal: new AbortController().signal,
        }),
      ).toEqual(answer);
    }
  });

  it('malformed JSON is « Réponse invalide du service d’optimisation. »', async () => {
    const server = await fake([chatCompletion('Voici votre annonce : {nom: T3')]);
    const err = await failure(
      openai(server.url).generate('listing', listingInput(), { signal: new AbortController().signal }),
    );
    expect(err.kind).toBe('invalid-answer');
    expect(err.userMessage).toBe(aiMessages.listingInvalidAnswer);
  });

  it('JSON of the wrong shape is refused by the same zod schema', async () => {
    const server = await fake([chatCompletion(JSON.stringify({ validation: 7, titre: 'x' }))]);
    const err = await failure(
      openai(server.url).generate('listing', listingInput(), { signal: new AbortController().signal }),
    );
    expect(err.userMessage).toBe(aiMessages.listingInvalidAnswer);
  });

  it('429 is retried with backoff, then « saturé » in French', async () => {
    const server = await fake([
      { status: 429, json: { error: { message: 'Rate limit' } }, headers: { 'retry-after-ms': '10' } },
    ]);
    const err = await failure(
      openai(server.url).generate('listing', listingInput(), { signal: new AbortController().signal }),
    );
    expect(err.kind).toBe('saturated');
    expect(err.userMessage).toBe(aiMessages.providerSaturated);
    expect(server.requests).toHaveLength(2);
  });

  it('a 429 then a good answer succeeds on the retry', async () => {
    const server = await fake([
      { status: 429, json: { error: { message: 'Rate limit' } }, headers: { 'retry-after-ms': '10' } },
      chatCompletion(
        JSON.stringify({ validation: 2, nom: '', description: '', infoSup: 'surface habitable' }),
      ),
    ]);
    const result = await openai(server.url).generate('listing', listingInput(), {
      signal: new AbortController().signal,
    });
    expect(result.validation).toBe(2);
    expect(result.infoSup).toBe('surface habitable');
  });

  it('a provider that never answers times out with a French message', async () => {
    const server = await fake([{ hang: true }]);
    const started = Date.now();
    const err = await failure(
      openai(server.url, 300, 0).generate('listing', listingInput(), {
        signal: new AbortController().signal,
      }),
    );
    expect(err.kind).toBe('timeout');
    expect(err.userMessage).toBe(aiMessages.providerTimeout);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a provider that is down is « indisponible »', async () => {
    const server = await fake([
      { status: 503, json: { error: { message: 'down' } }, headers: { 'retry-after-ms': '10' } },
    ]);
    const err = await failure(
      openai(server.url).generate('listing', listingInput(), { signal: new AbortController().signal }),
    );
    expect(err.userMessage).toBe(aiMessages.providerDown);
  });
});

describe('webhook provider against a local fake of the spec’s automation workflows', () => {
  const webhook = (url: string) =>
    new WebhookAiProvider({
      listingUrl: `${url}/optimise`,
      reviewsUrl: `${url}/avis`,
      header: 'x-api-key',
      token: 'jeton',
      timeoutMs: 2000,
    });
  const signal = () => new AbortController().signal;

  it('GETs the spec’s query parameters with the credential header; validation 1 from an array’s first item', async () => {
    const server = await fake([
      {
        json: [{ validation: 1, nom: 'T3 – Lyon 2e', description: 'Texte.', infoSup: '' }, { validation: 3 }],
      },
    ]);
    const result = await webhook(server.url).generate(
      'listing',
      { ...listingInput(), infoSup: 'Cave' },
      { signal: signal() },
    );
    expect(result.validation).toBe(1);
    const request = server.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.headers['x-api-key']).toBe('jeton');
    const query = new URL(request.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      nom: 'Appartement T3 lumineux',
      prix: '320000',
      type: 'Vente',
      adresse: '12 rue Mercière',
      ville: 'Lyon',
      code: '69002',
      description: property.description,
      infoSup: 'Cave',
    });
  });

  it('an answer wrapped in a ```json fence is read out of it', async () => {
    const answer = { validation: 1, nom: 'T3 – Lyon 2e', description: 'Texte.', infoSup: '' };
    const server = await fake([{ text: `\`\`\`json\n${JSON.stringify([answer])}\n\`\`\`` }]);
    expect(await webhook(server.url).generate('listing', listingInput(), { signal: signal() })).toEqual(
      answer,
    );
  });

  it('validation 2 carries infoSup; validation 3 is answered as is', async () => {
    const server = await fake([
      { json: { validation: '2', nom: '', description: '', infoSup: 'Surface Carrez' } },
      { json: { validation: 3 } },
    ]);
    const provider = webhook(server.url);
    expect(await provider.generate('listing', listingInput(), { signal: signal() })).toMatchObject({
      validation: 2,
      infoSup: 'Surface Carrez',
    });
    expect(await provider.generate('listing', listingInput(), { signal: signal() })).toMatchObject({
      validation: 3,
    });
  });

  it('review analysis: nom, adresse, ville', async () => {
    const server = await fake([
      { json: { validation: 1, review: 'Synthèse', positif: 'Accueil', negatif: 'Délais', raison: '' } },
    ]);
    const stats = {
      count: 0,
      rated: 0,
      averageRating: null,
      positive: 0,
      neutral: 0,
      negative: 0,
      undated: 0,
      themes: [],
      months: [],
    };
    const result = await webhook(server.url).generate(
      'reviews',
      { agencyName: 'Agence du Centre', address: null, city: 'Lyon', reviews: [], stats },
      { signal: signal() },
    );
    expect(result.review).toBe('Synthèse');
    expect(Object.fromEntries(new URL(server.requests[0]!.url, 'http://x').searchParams)).toEqual({
      nom: 'Agence du Centre',
      adresse: '',
      ville: 'Lyon',
    });
  });

  it('non-JSON is an invalid answer; an HTTP error gives its status', async () => {
    const server = await fake([{ text: '<html>Bad gateway</html>' }, { status: 500, text: 'oops' }]);
    const provider = webhook(server.url);
    expect(
      (await failure(provider.generate('listing', listingInput(), { signal: signal() }))).userMessage,
    ).toBe(aiMessages.listingInvalidAnswer);
    expect(
      (await failure(provider.generate('listing', listingInput(), { signal: signal() }))).userMessage,
    ).toBe(aiMessages.providerHttp(500));
  });
});

describe('Google Places review source against a local fake', () => {
  it('searches by name, address and city and maps the (at most five) reviews', async () => {
    const server = await fake([
      {
        json: {
          places: [
            {
              id: 'p1',
              reviews: [
                {
                  rating: 5,
                  originalText: { text: 'Accueil parfait.' },
                  publishTime: '2025-03-02T10:00:00Z',
                  authorAttribution: { displayName: 'Marie' },
                },
                { rating: 2, text: { text: 'Aucun suivi.' }, publishTime: 'inconnu' },
                { rating: 4, text: { text: '' } },
              ],
            },
          ],
        },
      },
    ]);
    const source = new GooglePlacesReviewSource({
      apiKey: 'cle-google',
      baseUrl: server.url,
      timeoutMs: 2000,
    });
    const reviews = await source.find(
      { agencyName: 'Agence du Centre', address: '1 place Bellecour', city: 'Lyon' },
      new AbortController().signal,
    );
    expect(reviews).toEqual([
      { rating: 5, text: 'Accueil parfait.', date: '2025-03-02', author: 'Marie' },
      { rating: 2, text: 'Aucun suivi.', date: null, author: null },
    ]);
    const request = server.requests[0]!;
    expect(request.url).toBe('/places:searchText');
    expect(request.headers['x-goog-api-key']).toBe('cle-google');
    expect(JSON.parse(request.body)).toMatchObject({
      textQuery: 'Agence du Centre, 1 place Bellecour, Lyon',
      languageCode: 'fr',
    });
  });
});
