import { AI_VALIDATION, type ListingAiResult } from '@immopilote/contracts';
import type { ListingTaskInput } from '../ai-provider';
import { describeGaps, type ListingFacts, type PropertyKind } from '../listing/facts';
import { frenchTypography, number, squareMetres } from '../listing/french-text';

/** Poliris « Libellé » is 64 characters: portals cut longer titles. */
export const TITLE_MAX = 64;

const KIND_LABELS: Record<PropertyKind, { label: string; feminine: boolean }> = {
  appartement: { label: 'Appartement', feminine: false },
  maison: { label: 'Maison', feminine: true },
  studio: { label: 'Studio', feminine: false },
  loft: { label: 'Loft', feminine: false },
  villa: { label: 'Villa', feminine: true },
  duplex: { label: 'Duplex', feminine: false },
  terrain: { label: 'Terrain', feminine: false },
  local: { label: 'Local', feminine: false },
  parking: { label: 'Parking', feminine: false },
};

const QUALITY_LABELS: Record<string, [masculine: string, feminine: string]> = {
  lumineux: ['lumineux', 'lumineuse'],
  renove: ['rénové', 'rénovée'],
  traversant: ['traversant', 'traversante'],
  spacieux: ['spacieux', 'spacieuse'],
  calme: ['au calme', 'au calme'],
};

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

function kindTitle(facts: ListingFacts): { text: string; feminine: boolean } {
  const kind = facts.kind;
  if (kind === 'appartement' && facts.rooms) return { text: `T${facts.rooms}`, feminine: false };
  if (!kind) return { text: facts.rooms ? `${facts.rooms} pièces` : 'Bien', feminine: false };
  const { label, feminine } = KIND_LABELS[kind];
  const rooms =
    facts.rooms && (kind === 'maison' || kind === 'villa' || kind === 'duplex')
      ? ` ${facts.rooms} pièces`
      : '';
  return { text: `${label}${rooms}`, feminine };
}

/** « T3 lumineux de 65 m² – Lyon 2e »: kind and rooms, one quality the texts state, surface, city. */
export function listingTitle(facts: ListingFacts): string {
  const kind = kindTitle(facts);
  const quality = facts.qualities.find((q) => q in QUALITY_LABELS);
  const adjective = quality ? QUALITY_LABELS[quality]![kind.feminine ? 1 : 0] : null;
  const surface = facts.surface ? ` de ${squareMetres(facts.surface)}` : '';
  const place = ` – ${cityLabel(facts.city, facts.zip)}`;
  const full = `${kind.text}${adjective ? ` ${adjective}` : ''}${surface}${place}`;
  if (full.length <= TITLE_MAX) return full;
  const plain = `${kind.text}${surface}${place}`;
  return plain.length <= TITLE_MAX ? plain : `${plain.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

function introduction(facts: ListingFacts): string {
  const verb = facts.transaction === 'sale' ? 'À vendre' : 'À louer';
  const kind = facts.kind ? KIND_LABELS[facts.kind].label.toLowerCase() : 'bien';
  const feminine = facts.kind ? KIND_LABELS[facts.kind].feminine : false;
  const rooms =
    facts.rooms && facts.kind !== 'studio' ? ` de ${facts.rooms} pièce${facts.rooms > 1 ? 's' : ''}` : '';
  const surface = facts.surface ? ` (${squareMetres(facts.surface)})` : '';
  const furnished =
    facts.transaction === 'rental' && facts.furnished !== null
      ? facts.furnished
        ? feminine
          ? ' meublée'
          : ' meublé'
        : ''
      : '';
  return `${verb} : ${kind}${furnished}${rooms}${surface} à ${cityLabel(facts.city, facts.zip)} (${facts.zip}).`;
}

function characteristics(facts: ListingFacts): string[] {
  const lines: string[] = [];
  if (facts.kind) lines.push(`– Type de bien : ${KIND_LABELS[facts.kind].label.toLowerCase()}`);
  if (facts.surface) lines.push(`– Surface habitable : ${squareMetres(facts.surface)}`);
  if (facts.rooms) {
    const bedrooms = facts.bedrooms ? `, dont ${facts.bedrooms} chambre${facts.bedrooms > 1 ? 's' : ''}` : '';
    lines.push(`– ${number(facts.rooms)} pièce${facts.rooms > 1 ? 's' : ''}${bedrooms}`);
  }
  const extras = facts.qualities.filter((q) => q === 'terrasse' || q === 'balcon' || q === 'jardin');
  if (extras.length) lines.push(`– Extérieur : ${extras.join(', ')}`);
  return lines;
}

/**
 * The built-in optimiser: deterministic rules and templates from the facts it is given. It never
 * invents a fact: what the legal check lacks makes a validation 2 that names it.
 */
export function optimiseListing(input: ListingTaskInput): ListingAiResult {
  if (input.gaps.length > 0) {
    return {
      validation: AI_VALIDATION.needsInfo,
      nom: '',
      description: '',
      infoSup: describeGaps(input.gaps),
    };
  }
  const { facts, property } = input;
  const sections = [introduction(facts)];
  const own = frenchTypography(property.description ?? '');
  if (own) sections.push(own);
  const extra = frenchTypography(input.infoSup ?? '');
  if (extra) sections.push(`Informations complémentaires : ${extra}`);
  const features = characteristics(facts);
  if (features.length) sections.push(['Caractéristiques :', ...features].join('\n'));
  if (input.legalMentions.length)
    sections.push(['Informations légales :', ...input.legalMentions].join('\n'));
  return {
    validation: AI_VALIDATION.ok,
    nom: listingTitle(facts),
    description: frenchTypography(sections.join('\n\n')),
    infoSup: '',
  };
}
