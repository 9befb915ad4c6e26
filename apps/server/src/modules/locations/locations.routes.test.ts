import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Division {
  id: string;
  name: string;
  bnName: string;
}
interface District extends Division {
  divisionId: string;
}

describe('GET /api/division and /api/district', () => {
  it('lists the 8 divisions with id and name, to anyone, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/division' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const divisions: Division[] = res.json();
    expect(divisions).toHaveLength(8);
    expect(new Set(divisions.map((d) => d.id)).size).toBe(8);
    expect(divisions.map((d) => d.name).sort()).toEqual(
      ['Barishal', 'Chattagram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet'].sort(),
    );
    for (const d of divisions) expect(Object.keys(d).sort()).toEqual(['bnName', 'id', 'name']);
  });

  it('lists the 64 districts, each in an existing division, every division with at least one', async () => {
    const divisions: Division[] = (await t.app.inject({ method: 'GET', url: '/api/division' })).json();
    const res = await t.app.inject({ method: 'GET', url: '/api/district' });
    expect(res.statusCode).toBe(200);
    const districts: District[] = res.json();

    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((d) => d.id)).size).toBe(64);
    expect(new Set(districts.map((d) => d.name)).size).toBe(64);
    const divisionIds = new Set(divisions.map((d) => d.id));
    for (const d of districts) {
      expect(divisionIds.has(d.divisionId), `${d.name} has division ${d.divisionId}`).toBe(true);
      expect(Object.keys(d).sort()).toEqual(['bnName', 'divisionId', 'id', 'name']);
    }
    for (const id of divisionIds) expect(districts.some((d) => d.divisionId === id)).toBe(true);
  });

  it('places known districts in their divisions', async () => {
    const divisions: Division[] = (await t.app.inject({ method: 'GET', url: '/api/division' })).json();
    const districts: District[] = (await t.app.inject({ method: 'GET', url: '/api/district' })).json();
    const divisionOf = (district: string) => divisions.find((d) => d.id === districts.find((x) => x.name === district)?.divisionId)?.name;
    expect(divisionOf('Gazipur')).toBe('Dhaka');
    expect(divisionOf('Moulvibazar')).toBe('Sylhet');
    expect(divisionOf('Jashore')).toBe('Khulna');
    expect(divisionOf('Bogura')).toBe('Rajshahi');
  });
});
