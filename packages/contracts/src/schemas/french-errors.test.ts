import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index';
import { speakFrenchInSchemas } from './french-errors';
import { propertyFieldsSchema } from './properties';

speakFrenchInSchemas();

const ENGLISH =
  /\b(invalid|expected|received|required|too (small|big)|unrecognized|must|input|string|number)\b/i;

/** Every message an issue carries, with those of a union's branches (a form's resolver shows the first). */
function messagesOf(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => [
    issue.message,
    ...(issue.code === 'invalid_union' ? issue.errors.flatMap((branch) => messagesOf(branch)) : []),
  ]);
}

describe('schema errors a person reads', () => {
  it('says an empty price is missing, in French, down to the union branch a form shows', () => {
    const result = propertyFieldsSchema.safeParse({ name: 'Studio', price: '', type: 'Vente' });
    expect(result.success).toBe(false);
    const price = result.error!.issues.find((issue) => issue.path[0] === 'price')!;
    expect(messagesOf([price])).not.toContainEqual(expect.stringMatching(ENGLISH));
    expect(messagesOf([price])).toContain('Ce champ est obligatoire.');
  });

  it('reads zod’s own checks in French', () => {
    const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!.message;
    expect(message(z.number(), undefined)).toBe('Ce champ est obligatoire.');
    expect(message(z.number(), 'abc')).toBe('Veuillez saisir un nombre.');
    expect(message(z.string().min(3), 'ab')).toBe('Ce champ doit contenir au moins 3 caractères.');
    expect(message(z.string().max(1), 'ab')).toBe('Ce champ doit contenir au plus 1 caractère.');
    expect(message(z.number().max(1500), 2000)).toBe('La valeur doit être au plus 1\u202f500.');
    expect(message(z.email(), 'a@')).toBe('Adresse e-mail invalide.');
    expect(message(z.enum(['a', 'b']), 'c')).toBe('Veuillez choisir une valeur proposée.');
    expect(message(z.object({}).strict(), { x: 1 })).toBe('Champ inconnu\u00a0: x.');
  });

  const schemas = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
    value instanceof z.ZodType ? [[name, value] as const] : [],
  );

  it('finds the shared schemas to walk', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  // Every shared schema, given what an empty or odd form sends: no message may be zod's English.
  it.each(schemas)('%s answers blank and odd input in French', (_name, schema) => {
    for (const input of [undefined, null, '', '   ', {}, [], 'x', -1, { id: '' }]) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const message of messagesOf(result.error.issues)) expect(message).not.toMatch(ENGLISH);
    }
  });
});
