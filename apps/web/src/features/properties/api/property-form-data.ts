import {
  EXTERIOR_FEATURES,
  type ExteriorFeature,
  PROPERTY_FACT_NAMES,
  type Property,
  type PropertyFactName,
  type PropertyFieldsInput,
  RENTAL_ONLY_FACTS,
  SALE_ONLY_FACTS,
} from '@immopilote/contracts';

type TextFact = Exclude<PropertyFactName, ExteriorFeature>;

const TEXT_FACTS = PROPERTY_FACT_NAMES.filter(
  (n): n is TextFact => !(EXTERIOR_FEATURES as readonly string[]).includes(n),
);

export const EMPTY_PROPERTY_FORM = {
  name: '',
  price: '',
  type: '',
  address: '',
  city: '',
  zip: '',
  description: '',
  ...Object.fromEntries(TEXT_FACTS.map((n) => [n, ''])),
  ...Object.fromEntries(EXTERIOR_FEATURES.map((n) => [n, false])),
} as PropertyFieldsInput;

const DPE_DETAILS = [
  'dpeClass',
  'dpeValue',
  'gesClass',
  'gesValue',
  'energyCostMin',
  'energyCostMax',
  'energyCostYear',
  'dpeDate',
  'dpeNumber',
] as const;
const COPRO_DETAILS = ['coproLots', 'coproCharges', 'coproProcedure', 'coproProcedureDetail'] as const;

/**
 * The values of the fields the form shows: a field hidden by a choice (the other transaction, a
 * DPE not done, no copropriété…) is blank, so a value typed before the choice changed is neither
 * checked nor sent.
 */
export function visibleValues(values: PropertyFieldsInput): PropertyFieldsInput {
  const out = { ...values } as Record<string, string | boolean>;
  const blank = (names: readonly string[]) => {
    for (const n of names) out[n] = '';
  };
  if (values.type !== 'Location') blank(RENTAL_ONLY_FACTS);
  if (values.type !== 'Vente') blank(SALE_ONLY_FACTS);
  if (values.dpeStatus !== 'realise') blank(DPE_DETAILS);
  if (values.copro !== 'true') blank(COPRO_DETAILS);
  if (values.coproProcedure !== 'true') blank(['coproProcedureDetail']);
  if (values.rentControlled !== 'true') blank(['rentBase', 'rentReference']);
  return out as PropertyFieldsInput;
}

/** As a French user types it: « 68,5 », not « 68.5 ». */
const asText = (v: string | number | boolean | null) =>
  v === null ? '' : typeof v === 'number' ? String(v).replace('.', ',') : String(v);

/** The edit form's starting values: what the property holds, blank where nothing is known. */
export function formValuesOf(p: Property): PropertyFieldsInput {
  return {
    name: p.name,
    price: String(p.price),
    type: p.type,
    address: p.address,
    city: p.city,
    zip: p.zip,
    description: p.description ?? '',
    ...Object.fromEntries(TEXT_FACTS.map((n) => [n, asText(p[n])])),
    ...Object.fromEntries(EXTERIOR_FEATURES.map((n) => [n, p[n]])),
  } as PropertyFieldsInput;
}

export function toFormData(
  values: PropertyFieldsInput,
  photos: readonly File[],
  removePhotoIds: readonly string[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(visibleValues(values))) {
    // Unticked boxes and blank facts are left out: the server reads them as false and « non renseigné ».
    if (value === false || value === '' || value === null || value === undefined) continue;
    form.append(key, String(value));
  }
  for (const id of removePhotoIds) form.append('removePhotoIds', id);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}
