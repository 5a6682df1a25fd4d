import { describe, expect, it } from 'vitest';
import { privacyMessages } from '@immopilote/contracts';
import { redactForExternal, redactPersonalDetails } from './redact';

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

describe('redactForExternal (before an external AI call or a portal)', () => {
  const P = privacyMessages.redacted;
  const clients = [
    { fullName: 'Jean Dupont', firstName: 'Jean' },
    { fullName: 'Marie Leroy', firstName: 'Marie' },
  ];
  const redact = (text: string) => redactForExternal(text, clients, P);

  it('names of the agency’s known persons, whole or in part, and only as capitalised words', () => {
    expect(redact('Propriétaire : Jean Dupont. Locataire actuelle : marie leroy. Dupont vend.')).toBe(
      `Propriétaire : ${P.name}. Locataire actuelle : ${P.name}. ${P.name} vend.`,
    );
    expect(redact('Une façade dupontée, des volets jeanne')).toBe('Une façade dupontée, des volets jeanne');
  });

  it('names after a civility, known or not', () => {
    expect(redact('Visite avec M. Durand, puis Mme Sophie Lambert et Monsieur Paul de Villiers.')).toBe(
      `Visite avec ${P.name}, puis ${P.name} et ${P.name}.`,
    );
    expect(redact('Madame Garcia rappelle ; Monsieur et Madame Nguyen sont d’accord.')).toBe(
      `${P.name} rappelle ; ${P.name} sont d’accord.`,
    );
  });

  it('e-mails', () => {
    expect(redact('Écrire à jean.dupont+immo@exemple-mail.fr ou Contact@Agence.Paris.')).toBe(
      `Écrire à ${P.email} ou ${P.email}.`,
    );
  });

  it('reads a 300 000-letter paste in one pass, e-mail after it included (it took 84 s)', () => {
    const paste = `${'x'.repeat(300_000)} ${'é'.repeat(70_000)} ${'0'.repeat(100_000)}`;
    expect(redact(`${paste} jean.dupont@exemple.fr`)).toBe(`${paste} ${P.email}`);
  });

  it('French phone numbers however they are typed', () => {
    for (const phone of [
      '06 12 34 56 78',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '0612345678',
      '+33 6 12 34 56 78',
      '+33612345678',
      '+33 (0)6 12 34 56 78',
      '0033 6 12 34 56 78',
      '04 78 12 34 56',
    ]) {
      expect(redact(`Appeler le ${phone} après 18 h.`)).toBe(`Appeler le ${P.phone} après 18 h.`);
    }
    expect(redact('Surface 65 m², prix 320 000 €, 12 lots, DPE 150 kWh')).toBe(
      'Surface 65 m², prix 320 000 €, 12 lots, DPE 150 kWh',
    );
  });

  it('door and alarm codes (the label stays, the code goes)', () => {
    expect(redact('code porte 4B12A, digicode : 1234, code alarme 0000.')).toBe(
      `code porte ${P.code}, digicode : ${P.code}, code alarme ${P.code}.`,
    );
    expect(redact('Code d’accès de l’immeuble : A1234 ; code du portail = 5678')).toBe(
      `Code d’accès de l’immeuble : ${P.code} ; code du portail = ${P.code}`,
    );
    expect(redact('Code postal 69002')).toBe('Code postal 69002');
  });

  it('IBANs, grouped or not', () => {
    expect(redact('RIB : FR76 3000 6000 0112 3456 7890 189 pour le dépôt.')).toBe(
      `RIB : ${P.iban} pour le dépôt.`,
    );
    expect(redact('IBAN FR7630006000011234567890189')).toBe(`IBAN ${P.iban}`);
  });

  it('street addresses: number and street go, postcode and city stay', () => {
    expect(redact('Situé 12 rue des Lilas, 69002 Lyon.')).toBe(`Situé ${P.address}, 69002 Lyon.`);
    expect(redact('Au 3 bis, avenue Jean Jaurès à deux pas du métro')).toBe(
      `Au ${P.address} à deux pas du métro`,
    );
    expect(redact('7 ter chemin du Moulin 13100 Aix-en-Provence')).toBe(`${P.address} 13100 Aix-en-Provence`);
    for (const text of [
      'Appartement de 3 pièces, 2 chambres, rue calme',
      '1 place de parking et 1 villa de 200 m² en résidence',
    ]) {
      expect(redact(text)).toBe(text);
    }
  });

  it('the issue’s description: nothing of the owner, the tenant or the door code goes out', () => {
    const out = redact(
      'Bel appartement. Propriétaire M. Jean Dupont (06 12 34 56 78, jean.dupont@exemple.fr), locataire Mme Leroy jusqu’en juin. Code porte 4B12A.',
    );
    expect(out).toBe(
      `Bel appartement. Propriétaire ${P.name} (${P.phone}, ${P.email}), locataire ${P.name} jusqu’en juin. Code porte ${P.code}.`,
    );
  });
});
