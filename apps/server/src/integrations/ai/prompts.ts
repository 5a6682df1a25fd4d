import { type PropertyFactName, propertyFactsMessages } from '@immopilote/contracts';
import type { ListingTaskInput, ReviewsTaskInput } from './ai-provider';

/** What a chat model is asked for each task; the answer is then checked with the task's zod schema. */
export const SYSTEM_PROMPT = [
  'Tu es l’assistant d’une agence immobilière française. Tu écris en français correct, avec la typographie française',
  '(apostrophes ’, guillemets « », espaces insécables avant : ; ! ?). Tu n’inventes jamais un fait : tu n’utilises que',
  'les informations données. Tu réponds uniquement par un objet JSON, sans texte autour.',
].join(' ');

/** The facts of the listing a writer may use, as « label : value » lines (filled ones only). */
const DESCRIBED_FACTS = [
  'kind',
  'surfaceHabitable',
  'surfaceLand',
  'rooms',
  'bedrooms',
  'floor',
  'floorsCount',
  'lift',
  'furnished',
  'yearBuilt',
  'heatingMode',
  'heatingEnergy',
  'hasBalcony',
  'hasTerrace',
  'hasGarden',
  'hasParking',
  'hasCellar',
  'availableFrom',
] as const satisfies readonly PropertyFactName[];

function factLines(facts: ListingTaskInput['facts']): string[] {
  const { labels, exterior, kinds } = propertyFactsMessages;
  const shown = (value: unknown) => (value === true ? 'oui' : value === false ? 'non' : String(value));
  return DESCRIBED_FACTS.filter((key) => facts[key] !== null && facts[key] !== false).map((key) => {
    const label =
      key in exterior ? exterior[key as keyof typeof exterior] : labels[key as keyof typeof labels];
    return `${label} : ${key === 'kind' && facts.kind ? kinds[facts.kind] : shown(facts[key])}`;
  });
}

export function listingPrompt(input: ListingTaskInput): string {
  const { property } = input;
  return [
    'Rédige une annonce immobilière optimisée : un titre clair de 64 caractères au plus (type, pièces, surface, ville,',
    'par exemple « T3 lumineux de 65 m² – Lyon 2e ») et une description structurée, sans l’adresse exacte.',
    'N’utilise que les caractéristiques ci-dessous ; ne donne aucun chiffre, aucune classe énergie ni aucun prix',
    'qui n’y figure pas. La description doit reprendre mot pour mot ces mentions légales :',
    ...input.legalMentions.map((m) => `- ${m}`),
    'Forme de la réponse : {"validation": 1 (annonce rédigée), 2 (informations manquantes, listées dans infoSup) ou 3 (impossible),',
    '"nom": "titre", "description": "description", "infoSup": "informations manquantes ou chaîne vide"}.',
    '',
    `Transaction : ${property.type}`,
    `Nom actuel : ${property.name}`,
    `Prix : ${property.price} €${property.type === 'Location' ? ' par mois charges comprises' : ''}`,
    `Ville : ${property.city} (${property.zip})`,
    ...factLines(input.facts),
    `Description actuelle : ${property.description ?? '(aucune)'}`,
    input.infoSup ? `Informations complémentaires : ${input.infoSup}` : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export function reviewsPrompt(input: ReviewsTaskInput): string {
  return [
    `Analyse les avis clients de l’agence « ${input.agencyName} » (${input.city}).`,
    'Forme de la réponse : {"validation": 1 (analyse faite), 2 (informations manquantes, expliquées dans raison) ou 3 (impossible),',
    '"review": "synthèse en quelques paragraphes", "positif": "points positifs, un par ligne avec une citation",',
    '"negatif": "points négatifs, un par ligne avec une citation", "raison": "chaîne vide ou ce qui manque"}.',
    `Statistiques calculées : ${input.stats.count} avis, note moyenne ${input.stats.averageRating ?? 'inconnue'},`,
    `${input.stats.positive} positifs, ${input.stats.neutral} neutres, ${input.stats.negative} négatifs.`,
    'Avis :',
    ...input.reviews.map(
      (r, i) =>
        `${i + 1}. ${r.rating !== null ? `[${r.rating}/5] ` : ''}${r.date ? `(${r.date}) ` : ''}${r.text}`,
    ),
  ].join('\n');
}
