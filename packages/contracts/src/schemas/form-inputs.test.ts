import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { signUpSchema } from './auth';
import type { plannedEntryInputSchema } from './calendar';
import type { clientInputSchema } from './clients';
import { historyEntryInputSchema } from './history';
import { mandateInputSchema } from './mandates';
import type { marketSearchQuerySchema } from './market-insights';
import { retentionSettingsInputSchema } from './privacy';
import type { profileUpdateSchema } from './profile';
import type { propertyFieldsSchema } from './properties';
import { feeScaleInputSchema } from './property-facts';
import type { scoringInputSchema } from './scoring';

/** The fields whose input type is `unknown`: a form could not type its values from the schema. */
type Untyped<T> = { [K in keyof T]-?: unknown extends T[K] ? K : never }[keyof T];

// The web forms use useForm<z.input<typeof S>, …>: each of these schemas must say what it takes.
describe('form schemas', () => {
  it('give every field a real input type (checked by the compiler)', () => {
    expectTypeOf<Untyped<z.input<typeof historyEntryInputSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof plannedEntryInputSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof scoringInputSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof marketSearchQuerySchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof propertyFieldsSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof mandateInputSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof feeScaleInputSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof retentionSettingsInputSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof clientInputSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof profileUpdateSchema>>>().toBeNever();
    expectTypeOf<Untyped<z.input<typeof signUpSchema>>>().toBeNever();
    // What a form holds is an input: blank text, a number's text, a ticked box.
    expectTypeOf({ date: '2026-03-01', description: 'Visite', clientNote: '', startTime: '' }).toExtend<
      z.input<typeof historyEntryInputSchema>
    >();
    expectTypeOf({ rejectedCandidateMonths: '6', tenantFileYears: 3, contractYears: '12' }).toExtend<
      z.input<typeof retentionSettingsInputSchema>
    >();
  });

  it('still read the form text as before', () => {
    expect(retentionSettingsInputSchema.shape.contractYears.parse('12')).toBe(12);
    expect(historyEntryInputSchema.shape.clientNote.parse(' ')).toBeNull();
    expect(mandateInputSchema.shape.durationMonths.parse('')).toBeNull();
    expect(feeScaleInputSchema.parse({ feeScaleUrl: ' https://a.fr/bareme ' }).feeScaleUrl).toBe(
      'https://a.fr/bareme',
    );
  });
});
