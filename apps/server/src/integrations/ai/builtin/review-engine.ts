import {
  AI_VALIDATION,
  aiMessages,
  formatDate,
  formatNumber,
  formatPercent,
  REVIEW_THEME_LABELS,
  REVIEW_THEMES,
  type ReviewAiResult,
  type ReviewStats,
  type ReviewTheme,
  type ReviewThemeStat,
} from '@immopilote/contracts';
import type { ReviewsTaskInput } from '../ai-provider';
import { fold } from '../listing/french-text';
import type { ParsedReview } from '../reviews/parsed-review';
import { labelOf, type SentimentLabel, sentimentScore } from './sentiment';

/** Words (accent-free, lower case) that put a sentence in a theme; prefixes end with no \b. */
const THEME_WORDS: Record<ReviewTheme, RegExp> = {
  accueil:
    /\b(accueil\w*|aimable|sympa\w*|chaleureu\w*|souriant\w*|courtois\w*|poli|polie|impoli\w*|desagreable\w*|gentil\w*)/,
  reactivite:
    /\b(reacti\w*|repond\w*|reponse\w*|rappel\w*|injoignable|joignable|rapide\w*|delai\w*|attente|disponib\w*)/,
  suivi: /\b(suivi\w*|suivre|accompagn\w*|tenu\w* au courant|nouvelles|informe\w*|relance\w*|communication)/,
  professionnalisme:
    /\b(professionn\w*|serieu\w*|competen\w*|conseil\w*|expertise|rigoureu\w*|incompetent\w*)/,
  honoraires: /\b(honoraires?|frais d'agence|frais|commission\w*|tarif\w*|trop cher\w*)/,
  visites: /\b(visite\w*)/,
  estimation: /\b(estim\w*|evaluation\w*|sous-evalu\w*|surevalu\w*|prix de vente)/,
  gestion: /\b(gestion|locataire\w*|loyer\w*|etat des lieux|caution|depot de garantie|bail|travaux|syndic)/,
};

const QUOTE_MAX = 220;

interface ScoredSentence {
  text: string;
  score: number;
  label: SentimentLabel;
}

interface ScoredReview {
  review: ParsedReview;
  label: SentimentLabel;
  sentences: ScoredSentence[];
}

function sentencesOf(text: string): string[] {
  return (
    text
      // « …bien organisées mais peu de nouvelles »: each side of « mais » has its own tone.
      .split(/(?<=[.!?…])\s+|\n+|,?\s+mais\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 2)
  );
}

function quote(text: string): string {
  return text.length <= QUOTE_MAX ? text : `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…`;
}

/**
 * A star rating says more than words: 4–5 positive, 1–2 negative, 3 neutral (« correct sans plus »
 * is a mixed review, whatever its kind words); without a rating, as the text says.
 */
function reviewLabel(rating: number | null, textScore: number): SentimentLabel {
  if (rating !== null) return rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral';
  return labelOf(textScore);
}

async function scoreReview(review: ParsedReview): Promise<ScoredReview> {
  const sentences = await Promise.all(
    sentencesOf(review.text).map(async (text) => {
      const score = await sentimentScore(text);
      return { text, score, label: labelOf(score) };
    }),
  );
  const total = sentences.reduce((sum, s) => sum + s.score, 0);
  return { review, label: reviewLabel(review.rating, total), sentences };
}

function themeStats(scored: readonly ScoredReview[]): ReviewThemeStat[] {
  return REVIEW_THEMES.map((theme) => {
    let mentions = 0;
    let positive = 0;
    let negative = 0;
    let best: ScoredSentence | null = null;
    let worst: ScoredSentence | null = null;
    for (const { label: reviewMood, sentences } of scored) {
      const about = sentences.filter((s) => THEME_WORDS[theme].test(fold(s.text)));
      if (about.length === 0) continue;
      mentions++;
      // The sentence's own tone, or the review's when the sentence is neutral (« Visite le 3 mars. »).
      const tone = about.reduce((sum, s) => sum + s.score, 0);
      const mood = labelOf(tone) === 'neutral' ? reviewMood : labelOf(tone);
      if (mood === 'positive') positive++;
      if (mood === 'negative') negative++;
      for (const s of about) {
        if (mood === 'positive' && (!best || s.score > best.score)) best = s;
        if (mood === 'negative' && (!worst || s.score < worst.score)) worst = s;
      }
    }
    return {
      theme,
      label: REVIEW_THEME_LABELS[theme],
      mentions,
      positive,
      negative,
      positiveQuote: best ? quote(best.text) : null,
      negativeQuote: worst ? quote(worst.text) : null,
    };
  }).filter((t) => t.mentions > 0);
}

function monthStats(scored: readonly ScoredReview[]): ReviewStats['months'] {
  const months = new Map<string, ScoredReview[]>();
  for (const s of scored) {
    if (!s.review.date) continue;
    const month = s.review.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), s]);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, items]) => {
      const ratings = items.flatMap((i) => (i.review.rating === null ? [] : [i.review.rating]));
      return {
        month,
        count: items.length,
        positive: items.filter((i) => i.label === 'positive').length,
        neutral: items.filter((i) => i.label === 'neutral').length,
        negative: items.filter((i) => i.label === 'negative').length,
        averageRating: ratings.length ? round1(ratings.reduce((a, b) => a + b, 0) / ratings.length) : null,
      };
    });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Counts, average rating, sentiment per review, themes with quotes and months: real computation. */
export async function reviewStatistics(reviews: readonly ParsedReview[]): Promise<ReviewStats> {
  const scored = await Promise.all(reviews.map(scoreReview));
  const ratings = reviews.flatMap((r) => (r.rating === null ? [] : [r.rating]));
  return {
    count: reviews.length,
    rated: ratings.length,
    averageRating: ratings.length ? round1(ratings.reduce((a, b) => a + b, 0) / ratings.length) : null,
    positive: scored.filter((s) => s.label === 'positive').length,
    neutral: scored.filter((s) => s.label === 'neutral').length,
    negative: scored.filter((s) => s.label === 'negative').length,
    undated: reviews.filter((r) => !r.date).length,
    themes: themeStats(scored),
    months: monthStats(scored),
  };
}

const monthName = (month: string) => formatDate(`${month}-01`, 'month');
const share = (part: number, total: number) => formatPercent(Math.round((100 * part) / total));

function trend(months: ReviewStats['months']): string | null {
  if (months.length < 2) return null;
  const half = Math.floor(months.length / 2);
  const positiveShare = (items: ReviewStats['months']) => {
    const count = items.reduce((n, m) => n + m.count, 0);
    return count ? items.reduce((n, m) => n + m.positive, 0) / count : 0;
  };
  const delta = positiveShare(months.slice(months.length - half)) - positiveShare(months.slice(0, half));
  const span = `entre ${monthName(months[0]!.month)} et ${monthName(months.at(-1)!.month)}`;
  if (delta > 0.1) return `Le ressenti s’améliore ${span}.`;
  if (delta < -0.1) return `Le ressenti se dégrade ${span}.`;
  return `Le ressenti est stable ${span}.`;
}

/** One line per theme, most cited first; a sentence already quoted for another theme is not repeated. */
function themeLines(themes: readonly ReviewThemeStat[], mood: 'positive' | 'negative'): string[] {
  const quoted = new Set<string>();
  return themes
    .filter((t) => t[mood] > 0)
    .sort((a, b) => b[mood] - a[mood] || b.mentions - a.mentions)
    .map((t) => {
      const count = t[mood];
      const candidate = mood === 'positive' ? t.positiveQuote : t.negativeQuote;
      const quoteText = candidate && !quoted.has(candidate) ? candidate : null;
      if (quoteText) quoted.add(quoteText);
      const what = `${count} avis ${mood === 'positive' ? 'positif' : 'négatif'}${count > 1 ? 's' : ''}`;
      return `• ${t.label} (${what})${quoteText ? `\u00A0: «\u202F${quoteText}\u202F»` : ''}`;
    });
}

/** The built-in analysis: the spec's three texts written from the computed statistics. */
export function writeReviewAnalysis(input: ReviewsTaskInput): ReviewAiResult {
  const { stats } = input;
  if (stats.count === 0) {
    return {
      validation: AI_VALIDATION.needsInfo,
      review: '',
      positif: '',
      negatif: '',
      raison: aiMessages.noReviews,
    };
  }
  const summary = [
    `${stats.count} avis analysés pour ${input.agencyName} (${input.city}).`,
    stats.averageRating !== null
      ? `Note moyenne\u00A0: ${formatNumber(stats.averageRating)}/5 sur ${stats.rated} avis noté${stats.rated > 1 ? 's' : ''}.`
      : 'Aucun avis ne porte de note.',
    `${stats.positive} avis positif${stats.positive > 1 ? 's' : ''} (${share(stats.positive, stats.count)}), ${stats.neutral} neutre${stats.neutral > 1 ? 's' : ''} et ${stats.negative} négatif${stats.negative > 1 ? 's' : ''} (${share(stats.negative, stats.count)}).`,
  ].join(' ');
  const discussed = [...stats.themes].sort((a, b) => b.mentions - a.mentions).slice(0, 3);
  const paragraphs = [summary];
  if (discussed.length) {
    paragraphs.push(
      `Les clients parlent surtout de\u00A0: ${discussed.map((t) => `${t.label.toLowerCase()} (${t.mentions} avis)`).join(', ')}.`,
    );
  }
  const evolution = trend(stats.months);
  if (evolution) paragraphs.push(evolution);
  const positives = themeLines(stats.themes, 'positive');
  const negatives = themeLines(stats.themes, 'negative');
  return {
    validation: AI_VALIDATION.ok,
    review: paragraphs.join('\n\n'),
    positif: positives.length
      ? positives.join('\n')
      : 'Aucun point positif ne ressort clairement des avis analysés.',
    negatif: negatives.length
      ? negatives.join('\n')
      : 'Aucun point négatif ne ressort clairement des avis analysés.',
    raison: '',
  };
}
