import { describe, expect, it } from 'vitest';
import { redactPersonalDetails } from './redact';

const person = {
  fullName: 'Élodie Martin-Roux',
  firstName: 'Élodie',
  email: 'elodie.roux@exemple.fr',
  phone: '06 12 34 56 78',
};

describe('redactPersonalDetails', () => {
  it('removes the name (whole or in parts, any case), the e-mail and the phone', () => {
    expect(
      redactPersonalDetails(
        'Visite avec ÉLODIE MARTIN-ROUX, puis Mme Martin-Roux rappelle (06 12 34 56 78, Elodie.Roux@exemple.fr).',
        person,
        'X',
      ),
    ).toBe('Visite avec X, puis Mme X rappelle (X, X).');
  });
  it('matches names as whole words only', () => {
    expect(redactPersonalDetails('Martinez et Élodie ont visité', person, 'X')).toBe(
      'Martinez et X ont visité',
    );
  });
});
