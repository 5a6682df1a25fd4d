import { describe, expect, it } from 'vitest';
import { parseModelJson } from './model-json';

describe('parseModelJson', () => {
  const answer = { validation: 1, nom: 'T3 – Lyon 2e' };
  it('reads bare JSON and JSON in ```json, ``` or ~~~ fences', () => {
    expect(parseModelJson(JSON.stringify(answer))).toEqual(answer);
    expect(parseModelJson(`\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\``)).toEqual(answer);
    expect(parseModelJson(`  \`\`\`\r\n${JSON.stringify(answer)}\r\n\`\`\`\n`)).toEqual(answer);
    expect(parseModelJson(`~~~JSON\n${JSON.stringify(answer)}\n~~~`)).toEqual(answer);
  });
  it('anything else is not JSON', () => {
    expect(parseModelJson('Voici votre annonce : {nom: T3')).toBeUndefined();
    expect(parseModelJson(`Voici :\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``)).toBeUndefined();
    expect(parseModelJson('```json\n{"validation": 1\n```')).toBeUndefined();
  });
});
