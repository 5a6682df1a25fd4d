// nlp.js 4 ships JavaScript only; these are the few parts the review engine uses.
declare module '@nlpjs/core' {
  export class Container {
    use(plugin: unknown): void;
  }
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
}
declare module '@nlpjs/sentiment' {
  export class SentimentAnalyzer {
    constructor(settings: { container: unknown });
    process(input: {
      locale: string;
      text: string;
    }): Promise<{ sentiment?: { score: number; vote: string } }>;
  }
}
