import { Container } from '@nlpjs/core';
import { LangFr } from '@nlpjs/lang-fr';
import { SentimentAnalyzer } from '@nlpjs/sentiment';
import { fold } from '../listing/french-text';

/**
 * French sentiment: nlp.js's French lexicon (senticon, with its negation rules) scores the words,
 * and a small lexicon of what clients say about agencies corrects it on the phrases the general
 * lexicon reads wrong (« je déconseille », « aucun suivi », « injoignable » score as neutral or
 * even positive there). Checked on the real-looking examples of review-engine.test.ts.
 */
const DOMAIN_NEGATIVE = [
  'deconseille',
  'a fuir',
  'fuyez',
  'injoignable',
  'ne repond',
  'ne rappelle',
  'jamais rappele',
  'jamais de reponse',
  'aucun suivi',
  'aucune nouvelle',
  'aucun retour',
  'pas de retour',
  'pas de suivi',
  'sans nouvelles',
  'trop cher',
  'trop eleve',
  'decu',
  'decevant',
  'deception',
  'lamentable',
  'catastroph',
  'inadmissible',
  'incompetent',
  'desagreable',
  'impoli',
  'mepris',
  'arnaque',
  'peu serieux',
  'pas serieux',
  'pas professionnel',
  'manque de professionnalisme',
  'aucun professionnalisme',
  'annulee sans prevenir',
  'en retard',
  'honteux',
  'a eviter',
  'mauvaise experience',
  'mauvais',
  'nul',
  "pas a l'ecoute",
  'sous-evalu',
  'surevalu',
];
const DOMAIN_POSITIVE = [
  'je recommande',
  'recommande',
  "a l'ecoute",
  'au top',
  'merci',
  'efficace',
  'reactif',
  'reactive',
  'disponible',
  'professionnel',
  'serieux',
  'tres bien',
  'excellent',
  'parfait',
  'ravi',
  'satisfait',
  'chaleureux',
  'competent',
  'agreable',
  'rapide',
  'bravo',
  'super',
  'top',
  'bon conseil',
  'de bon conseil',
  'genial',
  'impeccable',
];

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

let analyzer: SentimentAnalyzer | null = null;
function frenchAnalyzer(): SentimentAnalyzer {
  if (!analyzer) {
    const container = new Container();
    container.use(LangFr);
    analyzer = new SentimentAnalyzer({ container });
  }
  return analyzer;
}

function domainScore(text: string): number {
  let rest = ` ${fold(text)} `;
  let score = 0;
  // Negative phrases first, removed once counted: « pas professionnel » must not also count « professionnel ».
  for (const phrase of DOMAIN_NEGATIVE) {
    const pattern = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*`, 'g');
    const hits = rest.match(pattern)?.length ?? 0;
    if (hits) {
      score -= 1.5 * hits;
      rest = rest.replace(pattern, ' ');
    }
  }
  for (const phrase of DOMAIN_POSITIVE) {
    const pattern = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
    score += (rest.match(pattern)?.length ?? 0) * 1;
  }
  return score;
}

export async function sentimentScore(text: string): Promise<number> {
  const result = await frenchAnalyzer().process({ locale: 'fr', text });
  return (result.sentiment?.score ?? 0) + domainScore(text);
}

export function labelOf(score: number): SentimentLabel {
  return score > 0.25 ? 'positive' : score < -0.25 ? 'negative' : 'neutral';
}
