import type { PropertyFieldsInput } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROPERTY_FORM, toFormData, visibleValues } from './api/property-form-data';

const sale: PropertyFieldsInput = {
  ...EMPTY_PROPERTY_FORM,
  name: 'T3',
  price: '313500',
  type: 'Vente',
  address: '1 rue A',
  city: 'Lyon',
  zip: '69001',
  surfaceHabitable: '68,5',
  feesPayer: 'acquereur',
  copro: 'false',
  coproLots: '24',
  deposit: '900',
  dpeStatus: 'vierge',
  dpeClass: 'D',
  hasBalcony: true,
};

describe('property form values', () => {
  it('blanks what a later choice hid: the other transaction, a DPE not done, no copropriété', () => {
    const visible = visibleValues(sale);
    expect(visible).toMatchObject({ feesPayer: 'acquereur', deposit: '', coproLots: '', dpeClass: '' });
    expect(visibleValues({ ...sale, type: 'Location' })).toMatchObject({ feesPayer: '', deposit: '900' });
  });

  it('sends only what is filled and visible, ticked boxes as true', () => {
    const form = toFormData(sale, []);
    expect(form.get('surfaceHabitable')).toBe('68,5');
    expect(form.get('hasBalcony')).toBe('true');
    expect(form.has('hasGarden')).toBe(false);
    expect(form.has('deposit')).toBe(false);
    expect(form.has('dpeClass')).toBe(false);
    expect(form.has('description')).toBe(false);
  });
});
