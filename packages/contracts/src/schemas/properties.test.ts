import { describe, expect, it } from 'vitest';
import { propertyStatusBadge } from '../constants';
import { parisToday } from '../format';
import { propertyMessages } from '../messages/properties';
import { historyEntryInputSchema } from './history';
import { propertyFieldsSchema, propertyUpdateSchema } from './properties';

describe('property status badge', () => {
  it('shows the canonical statuses and N/A for anything else, including the legacy lower-case value', () => {
    expect(propertyStatusBadge('Disponible')).toBe('Disponible');
    expect(propertyStatusBadge('En négociation')).toBe('En négociation');
    expect(propertyStatusBadge('disponible')).toBe('N/A');
    expect(propertyStatusBadge(null)).toBe('N/A');
  });
});

describe('property fields', () => {
  const valid = {
    name: 'Studio',
    price: '120000',
    type: 'Vente',
    address: '1 rue A',
    city: 'Lyon',
    zip: '69001',
  };
  it('treats a blank price as missing, not 0, and accepts a decimal comma', () => {
    expect(propertyFieldsSchema.safeParse({ ...valid, price: ' ' }).success).toBe(false);
    expect(propertyFieldsSchema.parse({ ...valid, price: '950,5' }).price).toBe(950.5);
    expect(propertyFieldsSchema.parse(valid).description).toBeNull();
  });
  it('refuses anything but « Vente » or « Location » as the type, with one French message', () => {
    const { type: _, ...noType } = valid;
    for (const body of [
      noType,
      { ...valid, type: '' },
      { ...valid, type: 'Viager' },
      { ...valid, type: 1 },
    ]) {
      const result = propertyFieldsSchema.safeParse(body);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['type', propertyMessages.typeInvalid],
      ]);
    }
    expect(propertyFieldsSchema.parse({ ...valid, type: 'Location' }).type).toBe('Location');
  });
  it('normalises removePhotoIds to a list', () => {
    const id = '3f0e8a52-8a0f-4c1b-9d44-0d3c8e2b7a11';
    expect(propertyUpdateSchema.parse({ ...valid, removePhotoIds: id }).removePhotoIds).toEqual([id]);
    expect(propertyUpdateSchema.parse(valid).removePhotoIds).toEqual([]);
  });
});

describe('history entry', () => {
  it('needs a description and a client (chosen or typed); note 0 to 5', () => {
    const base = { date: '2026-03-01', description: 'Visite', clientName: 'Léa' };
    expect(historyEntryInputSchema.safeParse(base).success).toBe(true);
    expect(historyEntryInputSchema.safeParse({ ...base, clientName: '' }).success).toBe(false);
    expect(historyEntryInputSchema.safeParse({ ...base, clientNote: '0' }).success).toBe(true);
    expect(historyEntryInputSchema.safeParse({ ...base, clientNote: 5.5 }).success).toBe(false);
  });
  it("gives today's date in Paris", () => {
    expect(parisToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
