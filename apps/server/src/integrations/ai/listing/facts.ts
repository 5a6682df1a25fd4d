import type { EnergyClass, ListingForMentions, PropertyFacts, PropertyKind } from '@immopilote/contracts';
import { fold, parseAmount } from './french-text';

/**
 * The facts an ad is written from: the property's stored facts (property-facts issue) with its
 * price, transaction, postcode and the agency's barème — exactly what contracts' `listingGaps`
 * checks and `listingMentions` writes. The user's text after a validation 2 may complete a fact
 * still unknown; it never overrides a stored one.
 */
export type ListingFacts = ListingForMentions;

export type TextFacts = Partial<PropertyFacts>;

const AMOUNT = String.raw`(\d[\d\s\u00A0\u202F.]*(?:,\d+)?)`;
const EUROS = String.raw`\s*(?:€|euros?)`;

const KIND_WORDS: [RegExp, PropertyKind][] = [
  [/\b(?:appartements?|appart|studios?|duplex|lofts?|[tf][1-9])\b/, 'appartement'],
  [/\b(?:maisons?|pavillons?|villas?)\b/, 'maison'],
  [/\bterrains?\b/, 'terrain'],
  [/\b(?:parking|garage|box)\b/, 'parking'],
  [/\b(?:local commercial|boutique|bureaux?)\b/, 'local_commercial'],
  [/\bimmeuble\b/, 'immeuble'],
];

function amountAfter(text: string, label: string): number | null {
  const match = new RegExp(`${label}\\s*(?::|de|=)?\\s*${AMOUNT}${EUROS}`).exec(text);
  return match?.[1] ? parseAmount(match[1]) : null;
}

const energyClass = (letter: string | undefined) => (letter ? (letter.toUpperCase() as EnergyClass) : null);

/**
 * Facts a French agent writes in a hurry (« DPE C, GES B, 65 m², honoraires 5 % à la charge de
 * l’acquéreur… »), read from one text. A fact the text does not state is absent: nothing is guessed.
 */
export function factsFromText(text: string): TextFacts {
  const t = fold(text);
  const facts: TextFacts = {};
  const set = <K extends keyof TextFacts>(key: K, value: TextFacts[K] | null | undefined) => {
    if (value !== null && value !== undefined) facts[key] = value;
  };

  set('kind', KIND_WORDS.find(([pattern]) => pattern.test(t))?.[1]);
  const carrez = /carrez\D{0,15}\b(\d+(?:[.,]\d+)?)\s*(?:m²|m2)/.exec(t)?.[1];
  set('surfaceCarrez', carrez ? parseAmount(carrez) : null);
  const surface = /\b(\d+(?:[.,]\d+)?)\s*(?:m²|m2|metres? carres?)(?!\s*(?:de )?(?:terrain|jardin))/.exec(
    t.replace(/carrez\D{0,15}\d+(?:[.,]\d+)?\s*(?:m²|m2)/, ''),
  )?.[1];
  set('surfaceHabitable', surface ? parseAmount(surface) : null);
  const land =
    /\b(\d[\d\s\u00A0\u202F]*)\s*(?:m²|m2) (?:de )?terrain|terrain (?:de )?(\d[\d\s\u00A0\u202F]*)\s*(?:m²|m2)/.exec(
      t,
    );
  set('surfaceLand', land ? parseAmount((land[1] ?? land[2])!) : null);
  const rooms = /\b[tf]([1-9])\b/.exec(t)?.[1] ?? /(\d+)\s*pieces?\b/.exec(t)?.[1];
  set('rooms', rooms ? Number(rooms) : /\bstudio\b/.test(t) ? 1 : null);
  const bedrooms = /(\d+)\s*chambres?\b/.exec(t)?.[1];
  set('bedrooms', bedrooms ? Number(bedrooms) : null);

  if (/\bdpe\s*(?::|=)?\s*vierge\b/.test(t)) set('dpeStatus', 'vierge');
  else if (/non soumis\s*(?:au|a un)?\s*dpe|dpe\s*:?\s*non soumis/.test(t)) set('dpeStatus', 'non_soumis');
  const dpe = /(?:\bdpe|classe energ\w*|etiquette energ\w*)\s*(?::|=)?\s*(?:classe\s*)?([a-g])\b/.exec(
    t,
  )?.[1];
  if (dpe) {
    set('dpeStatus', 'realise');
    set('dpeClass', energyClass(dpe));
  }
  set(
    'gesClass',
    energyClass(/(?:\bges|classe climat|etiquette climat)\s*(?::|=)?\s*(?:classe\s*)?([a-g])\b/.exec(t)?.[1]),
  );
  const kwh = /(\d+)\s*kwh/.exec(t)?.[1];
  set('dpeValue', kwh ? Number(kwh) : null);
  const co2 = /(\d+)\s*kg\s*(?:d')?(?:eq\s*)?co2/.exec(t)?.[1];
  set('gesValue', co2 ? Number(co2) : null);
  const dpeDate = /dpe (?:realise |etabli |fait )?(?:le |du )(\d{2})\/(\d{2})\/(\d{4})/.exec(t);
  set('dpeDate', dpeDate ? `${dpeDate[3]}-${dpeDate[2]}-${dpeDate[1]}` : null);

  const cost = new RegExp(`entre\\s+${AMOUNT}(?:${EUROS})?\\s+et\\s+${AMOUNT}${EUROS}`).exec(t);
  const year = cost ? /\b(20[0-9]{2})\b/.exec(t.slice(cost.index))?.[1] : undefined;
  const [min, max] = [cost?.[1] && parseAmount(cost[1]), cost?.[2] && parseAmount(cost[2])];
  if (typeof min === 'number' && typeof max === 'number' && year) {
    set('energyCostMin', min);
    set('energyCostMax', max);
    set('energyCostYear', Number(year));
  }

  const fees =
    /honoraires?[^.\n]{0,60}?charge (?:du |des |de l'|d')?(vendeur|proprietaire|acquereur|acheteur)/.exec(t);
  if (/honoraires?[^.\n]{0,60}partages?/.test(t)) set('feesPayer', 'partage');
  else if (fees)
    set('feesPayer', fees[1] === 'vendeur' || fees[1] === 'proprietaire' ? 'vendeur' : 'acquereur');
  const pct =
    /honoraires?[^.\n%]{0,60}?(\d+(?:[.,]\d+)?)\s*%/.exec(t)?.[1] ??
    /(\d+(?:[.,]\d+)?)\s*%[^.\n]{0,40}honoraires?/.exec(t)?.[1];
  set('feesPercent', pct ? parseAmount(pct) : null);
  set('priceExclFees', amountAfter(t, 'prix (?:net vendeur|hors honoraires)'));

  if (/\bpas de copropriete|\bhors copropriete|\bnon en copropriete/.test(t)) set('copro', false);
  else if (/\bcopropriete\b/.test(t)) set('copro', true);
  const lots = /(\d+)\s*lots?\b/.exec(t)?.[1];
  set('coproLots', lots ? Number(lots) : null);
  set('coproCharges', amountAfter(t, 'charges (?:annuelles|de copropriete)(?: moyennes)?(?: par an)?'));
  if (/aucune procedure|pas de procedure|sans procedure/.test(t)) set('coproProcedure', false);
  else if (/procedure en cours/.test(t)) set('coproProcedure', true);

  set(
    'charges',
    amountAfter(t, 'charges?(?: mensuelles)?') ??
      (() => {
        const m = new RegExp(`${AMOUNT}${EUROS}\\s*(?:de\\s*)?(?:provision (?:sur|pour) )?charges`).exec(t);
        return m?.[1] ? parseAmount(m[1]) : null;
      })(),
  );
  if (/\bprovision/.test(t)) set('chargesMode', 'provision');
  else if (/\bforfait/.test(t)) set('chargesMode', 'forfait');
  else if (/remboursement annuel|sur justificatifs/.test(t)) set('chargesMode', 'remboursement');
  set('deposit', amountAfter(t, '(?:depot de garantie|caution)'));
  set('tenantFees', amountAfter(t, 'honoraires (?:locataire|a la charge du locataire)'));
  const inventory = new RegExp(`${AMOUNT}${EUROS}[^.\\n]{0,20}etat des lieux`).exec(t)?.[1];
  set('tenantFeesInventory', inventory ? parseAmount(inventory) : amountAfter(t, 'etat des lieux'));
  if (/\bnon meuble|\blocation vide\b/.test(t)) set('furnished', false);
  else if (/\bmeuble(?:e|s)?\b/.test(t)) set('furnished', true);
  if (/(?:pas d'|sans |hors )encadrement/.test(t)) set('rentControlled', false);
  else if (/encadrement des loyers/.test(t)) set('rentControlled', true);
  set('rentBase', amountAfter(t, 'loyer de base(?: hors charges)?'));
  const reference = /loyer de reference majore\s*:?\s*(\d+(?:[.,]\d+)?)/.exec(t)?.[1];
  set('rentReference', reference ? parseAmount(reference) : null);
  return facts;
}

/** The property's stored facts, each one still unknown completed by what the user's text states. */
export function listingFacts(stored: ListingFacts, infoSup: string | null): ListingFacts {
  if (!infoSup) return stored;
  const merged: ListingFacts = { ...stored };
  for (const [key, value] of Object.entries(factsFromText(infoSup)) as [keyof TextFacts, never][]) {
    if (merged[key] === null) merged[key] = value;
  }
  return merged;
}

/** The sentences of the user's text that state no fact: kept in the description as they were written. */
export function textBesidesFacts(text: string): string {
  return text
    .split(/\n+|(?<=[.;!?])\s+|,\s+/)
    .map((part) => part.trim())
    .filter((part) => part && Object.keys(factsFromText(part)).length === 0)
    .join(', ');
}
