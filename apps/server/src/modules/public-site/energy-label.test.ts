import { CLIMATE_COLOURS, ENERGY_CLASSES, ENERGY_COLOURS } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { energyLabel } from './energy-label';

describe('energy label (CCH R.126-22), drawn on the server', () => {
  it('draws the seven classes in the regulatory colours, the listing’s own outlined with its value', () => {
    const svg = energyLabel('energy', 'D', 230).value;
    for (const cls of ENERGY_CLASSES) expect(svg).toContain(`fill="${ENERGY_COLOURS[cls]}"`);
    expect(svg.match(/<rect /g)).toHaveLength(7);
    expect(svg.match(/stroke="#0f172a"/g)).toHaveLength(1);
    expect(svg).toMatch(/<g class="dpe-current">\s*<rect [^>]*fill="#f4e70f" stroke="#0f172a"/);
    expect(svg).toContain('230 <tspan');
    expect(svg).toContain('kWhEP/m²/an');
    expect(svg).toContain('CLASSE ÉNERGIE D');
    expect(svg).toContain('role="img" aria-label="Classe énergie D, 230 kWhEP/m²/an"');
    // The ranges beside the letters, as on the property page.
    expect(svg).toContain('≤ 70');
    expect(svg).toContain('251 à 330');
    expect(svg).toContain('&gt; 420');
  });

  it('draws the climate scale in its violets, and a class without a value', () => {
    const svg = energyLabel('climate', 'G', null).value;
    for (const cls of ENERGY_CLASSES) expect(svg).toContain(`fill="${CLIMATE_COLOURS[cls]}"`);
    expect(svg).toContain('CLASSE CLIMAT G');
    expect(svg).toContain('aria-label="Classe climat G"');
    expect(svg).not.toContain('<tspan');
  });

  it('bars grow from A to G, each longer than the one before', () => {
    const widths = [...energyLabel('energy', 'A', 50).value.matchAll(/<rect [^>]*width="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(widths).toHaveLength(7);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });
});
