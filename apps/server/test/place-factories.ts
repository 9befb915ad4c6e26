import type { CreateHospitalBody } from '@grant/shared';
import { areas, hospitals } from '../src/db/schema/index';
import type { TestApp } from './test-app';

let counter = 0;

/** A valid body for POST /api/hospitals, of a name no other call used; override any field. */
export const hospitalBody = (overrides: Partial<CreateHospitalBody> = {}) => ({
  name: `Test General Hospital ${++counter}-${Math.random().toString(36).slice(2, 6)}`,
  division: 'Dhaka',
  district: 'Dhaka',
  location: { lat: 23.7257, lon: 90.3976 },
  ...overrides,
});

type HospitalRow = typeof hospitals.$inferInsert;
type AreaRow = typeof areas.$inferInsert;

/** A hospital stored straight in the directory (the shipped rows come with migration 0025; tests bring their own). */
export async function storedHospital(t: TestApp, row: Partial<HospitalRow> & Pick<HospitalRow, 'id' | 'name'>) {
  const [stored] = await t.db
    .insert(hospitals)
    .values({ nameBn: '', division: 'Dhaka', district: 'Dhaka', kind: 'general', ownership: 'public', lat: 23.7257, lon: 90.3976, ...row })
    .onConflictDoNothing()
    .returning();
  return stored;
}

/** An area stored straight in the areas table. */
export async function storedArea(t: TestApp, row: Partial<AreaRow> & Pick<AreaRow, 'id' | 'name'>) {
  const [stored] = await t.db
    .insert(areas)
    .values({ nameBn: '', division: 'Dhaka', district: 'Dhaka', kind: 'thana', lat: 23.7461, lon: 90.3742, ...row })
    .onConflictDoNothing()
    .returning();
  return stored;
}
