import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplate } from './database-template';

/** Vitest's globalSetup: one migrated template database for the whole run (test-database.ts copies it). */
export default async function setup(project: TestProject) {
  const { template, remove } = await prepareDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
