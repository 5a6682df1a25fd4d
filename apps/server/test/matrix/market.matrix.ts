import { createImport } from '../../src/modules/market/market.repo';
import type { ActorName } from '../helpers/actors';
import { createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const adminOnly = (ok: number): Record<ActorName, number> => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: 403,
  bossB: 403,
  admin: ok,
});

/** A sale of agency A with the facts an evaluation needs (the matrix's database has no DVF sales). */
const evaluableOfA = async ({ t, world }: MatrixContext) =>
  (
    await createProperty(t.db, world.agencyA.id, {
      type: 'Vente',
      price: 210000,
      kind: 'appartement',
      surfaceHabitable: 60,
      feesPayer: 'vendeur',
      city: 'Toulon',
      zip: '83000',
    })
  ).id;

const HEADER =
  'id_mutation,date_mutation,numero_disposition,nature_mutation,valeur_fonciere,adresse_numero,adresse_suffixe,adresse_nom_voie,adresse_code_voie,code_postal,code_commune,nom_commune,code_departement,ancien_code_commune,ancien_nom_commune,id_parcelle,ancien_id_parcelle,numero_volume,lot1_numero,lot1_surface_carrez,lot2_numero,lot2_surface_carrez,lot3_numero,lot3_surface_carrez,lot4_numero,lot4_surface_carrez,lot5_numero,lot5_surface_carrez,nombre_lots,code_type_local,type_local,surface_reelle_bati,nombre_pieces_principales,code_nature_culture,nature_culture,code_nature_culture_speciale,nature_culture_speciale,surface_terrain,longitude,latitude';
const ROW =
  '2023-1,2023-01-05,000001,Vente,208000,30,,RUE THIERS,6930,83200,83137,Toulon,83,,,83137000CY0616,,,404,,,,,,,,,,1,2,Appartement,81,4,,,,,,5.916976,43.131164';

/** Plans are refused in market.test.ts (the matrix's agencies are Premium). */
export const marketMatrix: MatrixCase[] = [
  {
    route: 'POST /api/properties/:id/valuation',
    request: async (ctx) => ({ url: `/api/properties/${await evaluableOfA(ctx)}/valuation` }),
    expect: memberRoute(200),
    fuzzChangesDatabase: 'it takes no body: each evaluation is recorded, whatever is sent',
  },
  {
    route: 'GET /api/properties/:id/valuation',
    request: async (ctx) => ({ url: `/api/properties/${await evaluableOfA(ctx)}/valuation` }),
    expect: memberRoute(200),
  },
  { route: 'GET /api/admin/dvf', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/dvf/imports',
    request: () => {
      const form = new FormData();
      form.append('file', new Blob([`${HEADER}\n${ROW}\n`], { type: 'text/csv' }), '83137-extrait.csv');
      return { url: '/api/admin/dvf/imports', form };
    },
    expect: adminOnly(201),
  },
  {
    route: 'GET /api/admin/dvf/imports/:id',
    request: async ({ t }) => {
      const row = await createImport(t.db, { source: 'matrice.csv', status: 'done' });
      return { url: `/api/admin/dvf/imports/${row.id}` };
    },
    expect: adminOnly(200),
  },
];
