import {
  AI_VALIDATION,
  aiMessages,
  formatLongDate,
  formatSurface,
  type ListingAiResult,
  listingGaps,
  propertyFactsMessages,
} from '@immopilote/contracts';
import type { ListingTaskInput } from '../ai-provider';
import type { ListingFacts } from '../listing/facts';
import { textBesidesFacts } from '../listing/facts';
import { fold, frenchSpelling, frenchTypography, withFullStops } from '../listing/french-text';

/** Poliris « Libellé » is 64 characters: portals cut longer titles. */
export const TITLE_MAX = 64;

const w = aiMessages.writer;

/** Adjectives the title may use, only when the listing's own texts say so (never invented). */
const QUALITIES: { words: RegExp; masculine: string; feminine: string }[] = [
  { words: /\blumineu(?:x|se)\b/, masculine: 'lumineux', feminine: 'lumineuse' },
  { words: /\brenove(?:e)?\b|\brefait(?:e)? a neuf\b/, masculine: 'rénové', feminine: 'rénovée' },
  { words: /\btraversant(?:e)?\b/, masculine: 'traversant', feminine: 'traversante' },
  { words: /\bspacieu(?:x|se)\b/, masculine: 'spacieux', feminine: 'spacieuse' },
  { words: /\bcalme\b/, masculine: 'au calme', feminine: 'au calme' },
];

/** « Lyon 2e », « Paris 1er », « Marseille 8e » from the postal code; otherwise the city as typed. */
export function cityLabel(city: string, zip: string): string {
  const arrondissement = (prefix: string, name: string, max: number) => {
    if (!zip.startsWith(prefix)) return null;
    const n = Number(zip.slice(prefix.length));
    return n >= 1 && n <= max ? `${name} ${n === 1 ? '1er' : `${n}e`}` : null;
  };
  return (
    arrondissement('750', 'Paris', 20) ??
    arrondissement('6900', 'Lyon', 9) ??
    arrondissement('130', 'Marseille', 16) ??
    city.trim()
  );
}

/** The kind as a French title says it: « T3 », « Studio », « Maison 5 pièces », « Terrain ». */
function kindTitle(facts: ListingFacts): { text: string; feminine: boolean } {
  const rooms = facts.rooms;
  switch (facts.kind) {
    case 'appartement':
      if (rooms === 1) return { text: w.studio, feminine: false };
      return { text: rooms ? `T${rooms}` : propertyFactsMessages.kinds.appartement, feminine: false };
    case 'maison':
      return { text: rooms ? w.houseRooms(rooms) : propertyFactsMessages.kinds.maison, feminine: true };
    case null:
      return { text: rooms ? w.rooms(rooms) : w.property, feminine: false };
    default:
      return { text: propertyFactsMessages.kinds[facts.kind], feminine: facts.kind === 'parking' };
  }
}

/** « T3 lumineux de 65 m² – Lyon 2e »: kind and rooms, one quality the texts state, surface, city. */
export function listingTitle(facts: ListingFacts, city: string, texts: string): string {
  const kind = kindTitle(facts);
  const folded = fold(texts);
  const quality = QUALITIES.find((q) => q.words.test(folded));
  const adjective = quality ? (kind.feminine ? quality.feminine : quality.masculine) : null;
  const area = facts.kind === 'terrain' ? facts.surfaceLand : facts.surfaceHabitable;
  const surface = area ? ` de ${formatSurface(area)}` : '';
  const place = ` – ${cityLabel(city, facts.zip)}`;
  // A furnished rental says so first: tenants search « meublé ».
  const furnished =
    facts.type === 'Location' && facts.furnished ? (kind.feminine ? w.furnishedF : w.furnishedM) : '';
  const full = `${kind.text}${furnished}${adjective ? ` ${adjective}` : ''}${surface}${place}`;
  if (full.length <= TITLE_MAX) return full;
  const plain = `${kind.text}${furnished}${surface}${place}`;
  return plain.length <= TITLE_MAX ? plain : `${plain.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/** « À vendre : appartement de 3 pièces (65 m²) à Lyon 2e (69002). » */
function introduction(facts: ListingFacts, city: string): string {
  const kind = facts.kind ? propertyFactsMessages.kinds[facts.kind].toLowerCase() : w.propertyLower;
  const dwelling = facts.kind === 'appartement' || facts.kind === 'maison';
  const rooms = dwelling && facts.rooms && facts.rooms > 1 ? w.ofRooms(facts.rooms) : '';
  const area = facts.kind === 'terrain' ? facts.surfaceLand : facts.surfaceHabitable;
  return w.introduction({
    sale: facts.type === 'Vente',
    what: `${facts.kind === 'appartement' && facts.rooms === 1 ? w.studio.toLowerCase() : kind}${
      facts.type === 'Location' && facts.furnished
        ? facts.kind === 'maison'
          ? w.furnishedF
          : w.furnishedM
        : ''
    }${rooms}`,
    surface: area ? formatSurface(area) : null,
    place: cityLabel(city, facts.zip),
    zip: facts.zip,
  });
}

/** The stored facts a buyer or tenant looks for, one per line (only those filled in). */
function characteristics(facts: ListingFacts): string[] {
  const lines: string[] = [];
  if (facts.rooms && facts.kind !== 'terrain') lines.push(w.roomsLine(facts.rooms, facts.bedrooms));
  if (facts.floor !== null) {
    lines.push(w.floor(facts.floor, facts.floorsCount, facts.lift));
  }
  const exterior = (['hasBalcony', 'hasTerrace', 'hasGarden', 'hasParking', 'hasCellar'] as const)
    .filter((key) => facts[key])
    .map((key) => propertyFactsMessages.exterior[key].toLowerCase());
  if (exterior.length) lines.push(w.exterior(exterior.join(', ')));
  if (facts.heatingMode && facts.heatingMode !== 'aucun') {
    lines.push(
      w.heating(
        propertyFactsMessages.heatingModes[facts.heatingMode].toLowerCase(),
        facts.heatingEnergy ? propertyFactsMessages.heatingEnergies[facts.heatingEnergy].toLowerCase() : null,
      ),
    );
  }
  if (facts.yearBuilt) lines.push(w.yearBuilt(facts.yearBuilt));
  if (facts.surfaceLand && facts.kind !== 'terrain') lines.push(w.land(formatSurface(facts.surfaceLand)));
  if (facts.availableFrom) lines.push(w.available(formatLongDate(facts.availableFrom)));
  return lines;
}

/**
 * The built-in optimiser: deterministic rules and templates from the facts it is given. It never
 * invents a fact: an ad whose mandatory facts are missing (contracts `listingGaps`) is a
 * validation 2 naming them; otherwise the description is the introduction, the agent's own text
 * with French typography, the facts, and the mandatory mentions word for word.
 */
export function optimiseListing(input: ListingTaskInput): ListingAiResult {
  const { facts, property } = input;
  const gaps = listingGaps(facts);
  if (gaps.length > 0) {
    return {
      validation: AI_VALIDATION.needsInfo,
      nom: '',
      description: '',
      infoSup: gaps.map((g) => g.label).join(', '),
    };
  }
  const sections = [introduction(facts, property.city)];
  const agentText = (text: string) => withFullStops(frenchTypography(frenchSpelling(text)));
  const own = agentText(property.description ?? '');
  if (own) sections.push(own);
  const extra = agentText(textBesidesFacts(input.infoSup ?? ''));
  if (extra) sections.push(extra);
  const features = characteristics(facts);
  if (features.length) sections.push([w.characteristicsTitle, ...features.map((l) => `– ${l}`)].join('\n'));
  if (input.legalMentions.length) {
    sections.push([propertyFactsMessages.mentions.title, ...input.legalMentions].join('\n'));
  }
  const texts = [property.name, property.description ?? '', input.infoSup ?? ''].join('\n');
  return {
    validation: AI_VALIDATION.ok,
    nom: listingTitle(facts, property.city, texts),
    description: sections.join('\n\n'),
    infoSup: '',
  };
}
