// The app's district and division names, read from packages/shared so the data always spells them as the app does.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** OCHA COD-AB ADM2_EN -> the app's district name (the same table as /work/shared/data/README.md, plus Khagrachhari). */
export const ADM2_TO_APP = {
  Barisal: 'Barishal',
  Bogra: 'Bogura',
  Brahamanbaria: 'Brahmanbaria',
  Chittagong: 'Chattogram',
  "Cox's Bazar": 'Coxsbazar',
  Jessore: 'Jashore',
  Jhalokati: 'Jhalakathi',
  Maulvibazar: 'Moulvibazar',
  Nawabganj: 'Chapainawabganj',
  Netrakona: 'Netrokona',
  'Khagrachari Hill': 'Khagrachhari',
};

/** Parses DIVISIONS and DISTRICTS out of packages/shared/src/locations/bangladesh.ts (plain node cannot import TypeScript). */
export function appDistricts() {
  const text = readFileSync(join(here, '../../../../../../packages/shared/src/locations/bangladesh.ts'), 'utf8');
  const divisions = new Map();
  for (const m of text.matchAll(/\{ id: '(\d+)', name: '([^']+)', bnName: '[^']+' \}/g)) divisions.set(m[1], m[2]);
  const byId = new Map();
  const byName = new Map();
  for (const m of text.matchAll(/\{ id: '(\d+)', divisionId: '(\d+)', name: '([^']+)'/g)) {
    const d = { id: m[1], name: m[3], division: divisions.get(m[2]) };
    byId.set(d.id, d);
    byName.set(d.name, d);
  }
  if (divisions.size !== 8 || byId.size !== 64) throw new Error('could not read the app district list');
  return { byId, byName };
}

// A loose phonetic key, so that "Dhupchanchia" meets "Dupchanchia" and "Matlab Dakshin" meets "Matlab South".
export function looseKey(name) {
  let s = name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace('sadar', '')
    .replace('dakshin', 'south')
    .replace('uttar', 'north');
  s = s.replace(/[^a-z]/g, '');
  const pairs = [
    ['gonj', 'ganj'],
    ['ph', 'f'],
    ['sh', 's'],
    ['ch', 'c'],
    ['kh', 'k'],
    ['gh', 'g'],
    ['th', 't'],
    ['dh', 'd'],
    ['bh', 'b'],
    ['w', 'u'],
    ['z', 'j'],
    ['y', 'i'],
    ['oo', 'u'],
    ['ee', 'i'],
    ['ou', 'o'],
    ['au', 'o'],
  ];
  for (const [a, b] of pairs) s = s.replaceAll(a, b);
  return s.replace(/[aeiouh]/g, '').replace(/(.)\1+/g, '$1');
}
