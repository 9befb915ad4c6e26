import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISTRICTS, DIVISIONS, isInBangladeshBounds } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import areas from './dataset/areas.json';
import { decodeDistricts, distanceToBorderKm, inPolygons, type Point } from './dataset/geo.mjs';
import hospitals from './dataset/hospitals.json';

// The shipped place data (./dataset, see its README): shapes, ids, and that every point lies in its district.
const dataset = path.join(import.meta.dirname, 'dataset');
const topology = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../web/src/features/stats/map/bd-districts.topo.json'), 'utf8'),
);
const shapes = new Map(decodeDistricts(topology).map((d) => [d.name, d]));
const divisionOf = new Map(DISTRICTS.map((d) => [d.name, DIVISIONS.find((v) => v.id === d.divisionId)?.name]));

// The map's districts are simplified (about 50 m steps, small islands dropped): a point may sit this far outside its polygon.
const BORDER_TOLERANCE_KM = 3;

interface Place {
  id: string;
  name: string;
  nameBn: string;
  division: string;
  district: string;
  kind: string;
  lat: number;
  lon: number;
}

function expectInItsDistrict(rows: Place[]) {
  const far: string[] = [];
  for (const r of rows) {
    // The app's own check for a point a person gives (packages/shared places/geo.ts).
    expect(isInBangladeshBounds(r), r.id).toBe(true);
    const shape = shapes.get(r.district);
    expect(shape, `${r.id}: district ${r.district}`).toBeDefined();
    if (!shape) continue;
    const point: Point = [r.lon, r.lat];
    if (!inPolygons(point, shape.polygons) && distanceToBorderKm(point, shape.polygons) > BORDER_TOLERANCE_KM) far.push(r.id);
  }
  expect(far).toEqual([]);
}

function expectPlaceFields(rows: Place[], kinds: string[]) {
  for (const r of rows) {
    for (const f of ['id', 'name', 'nameBn', 'division', 'district', 'kind'] as const) expect(r[f], `${r.id}.${f}`).toMatch(/\S/);
    expect(r.nameBn, r.id).toMatch(/[\u0980-\u09FF]/);
    expect(kinds, r.id).toContain(r.kind);
    expect(divisionOf.get(r.district), `${r.id}: ${r.district}`).toBe(r.division);
    expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  }
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
}

describe('areas.json', () => {
  it('has every row complete, ids unique, districts and divisions spelled as the app spells them', () => {
    expect(areas.length).toBeGreaterThanOrEqual(540);
    expectPlaceFields(areas, ['upazila', 'thana']);
    for (const a of areas) expect(a.id.startsWith(`${a.district.toLowerCase()}-`), a.id).toBe(true);
  });

  it('puts every centre inside Bangladesh and inside its own district', () => {
    expectInItsDistrict(areas);
  });

  it('covers every district, with the city thanas of Dhaka, Chattogram, Khulna and Rajshahi', () => {
    const districts = new Set(areas.map((a) => a.district));
    expect(DISTRICTS.filter((d) => !districts.has(d.name)).map((d) => d.name)).toEqual([]);
    const thanas = (district: string) => areas.filter((a) => a.district === district && a.kind === 'thana');
    expect(thanas('Dhaka').length).toBeGreaterThanOrEqual(40);
    expect(thanas('Chattogram').length).toBeGreaterThanOrEqual(10);
    expect(thanas('Khulna').length).toBeGreaterThanOrEqual(5);
    expect(thanas('Rajshahi').length).toBeGreaterThanOrEqual(4);
    expect(areas.filter((a) => a.kind === 'upazila').length).toBeGreaterThanOrEqual(480);
    // Spot checks against the sources: a Dhaka thana's centre and an upazila's Bangla name.
    const dhanmondi = areas.find((a) => a.id === 'dhaka-dhanmondi');
    expect(dhanmondi).toMatchObject({ kind: 'thana', nameBn: 'ধানমন্ডি', division: 'Dhaka' });
    expect(dhanmondi?.lat).toBeCloseTo(23.745, 2);
    expect(dhanmondi?.lon).toBeCloseTo(90.373, 2);
    expect(areas.find((a) => a.id === 'gazipur-sreepur')).toMatchObject({ kind: 'upazila', nameBn: 'শ্রীপুর' });
  });
});

describe('hospitals.json', () => {
  it('has at least 150 complete rows with unique ids, each with its source position', () => {
    expect(hospitals.length).toBeGreaterThanOrEqual(150);
    expectPlaceFields(hospitals, ['medical_college', 'district_hospital', 'specialised', 'general']);
    for (const h of hospitals) {
      expect(['public', 'private'], h.id).toContain(h.ownership);
      // No hospital is placed at an area centre: every point is an OpenStreetMap element of the extract or the
      // coordinates of the hospital's Wikipedia article, exactly one of the two.
      expect(h.position, h.id).toBe('source');
      if ('wikipedia' in h) {
        expect(h.wikipedia, h.id).toMatch(/^https:\/\/(en|bn)\.wikipedia\.org\//);
        expect('osmId' in h, h.id).toBe(false);
      } else expect(Number.isInteger(h.osmId), h.id).toBe(true);
    }
    const osmIds = hospitals.flatMap((h) => ('osmId' in h ? [h.osmId] : []));
    expect(new Set(osmIds).size).toBe(osmIds.length);
  });

  it('puts every hospital inside Bangladesh and inside its district', () => {
    expectInItsDistrict(hospitals);
  });

  it('has a hospital in every district, and the medical college hospitals of the big cities', () => {
    const districts = new Set(hospitals.map((h) => h.district));
    expect(DISTRICTS.filter((d) => !districts.has(d.name)).map((d) => d.name)).toEqual([]);
    const cmch = hospitals.find((h) => h.id === 'chattogram-medical-college-hospital');
    expect(cmch).toMatchObject({ district: 'Chattogram', kind: 'medical_college', ownership: 'public' });
    expect(cmch?.lat).toBeCloseTo(22.3593, 3);
    expect(cmch?.lon).toBeCloseTo(91.8307, 3);
    for (const id of [
      'khulna-medical-college-hospital',
      'rangpur-medical-college-hospital',
      'sylhet-mag-osmani-medical-college-hospital',
    ]) {
      expect(hospitals.find((h) => h.id === id)?.kind, id).toBe('medical_college');
    }
    expect(hospitals.filter((h) => h.kind === 'district_hospital').length).toBeGreaterThanOrEqual(50);
  });

  it('has the large hospitals of Dhaka and Chattogram', () => {
    const inDistrict = (district: string) => hospitals.filter((h) => h.district === district).map((h) => h.id);
    expect(inDistrict('Dhaka').length).toBeGreaterThanOrEqual(14);
    expect(inDistrict('Dhaka')).toEqual(
      expect.arrayContaining([
        'dhaka-medical-college-hospital',
        'bangladesh-medical-university-hospital-bsmmu-pg-hospital',
        'shaheed-suhrawardy-medical-college-hospital',
        'dhaka-shishu-children-hospital',
        'birdem-general-hospital',
        'square-hospital',
        'national-institute-of-cancer-research-and-hospital',
        'national-institute-of-traumatology-and-orthopaedic-rehabilitation-nitor',
        'kurmitola-general-hospital',
        'kuwait-bangladesh-friendship-government-hospital',
        'siraj-khaleda-memorial-cantonment-board-general-hospital',
        'bangladesh-medical-college-hospital',
      ]),
    );
    // Spot check against the source: Dhaka Medical College Hospital at its Wikipedia article's coordinates.
    const dmch = hospitals.find((h) => h.id === 'dhaka-medical-college-hospital');
    expect(dmch).toMatchObject({ kind: 'medical_college', ownership: 'public', lat: 23.7257, lon: 90.3971 });
    expect(inDistrict('Chattogram')).toEqual(
      expect.arrayContaining([
        'chattogram-medical-college-hospital',
        'chattogram-general-hospital',
        'chattogram-maa-o-shishu-hospital',
        'imperial-hospital',
        'max-hospital',
        'chattogram-metropolitan-hospital',
      ]),
    );
  });
});

describe('to-sql.mjs', () => {
  it('prints multi-row INSERTs for both tables, separated by drizzle breakpoints, with quotes escaped', () => {
    const sql = execFileSync(process.execPath, [path.join(dataset, 'to-sql.mjs')], { encoding: 'utf8' });
    const statements = sql.split('\n--> statement-breakpoint\n');
    expect(statements.every((s) => /^INSERT INTO (areas|hospitals) \(/.test(s))).toBe(true);
    const rows = (table: string) =>
      statements
        .filter((s) => s.startsWith(`INSERT INTO ${table} `))
        .join('')
        .match(/^ {2}\(/gm)?.length;
    expect(rows('areas')).toBe(areas.length);
    expect(rows('hospitals')).toBe(hospitals.length);
    expect(sql).toContain('INSERT INTO hospitals (id, name, name_bn, division, district, kind, ownership, lat, lon) VALUES');
    expect(sql).toContain("'Cox''s Bazar Sadar'");
  });
});
