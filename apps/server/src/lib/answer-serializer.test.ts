import { blogListSchema, donationRequestSchema, publicRequestListSchema, triageItemSchema } from '@grant/shared';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { answerSerializerCompiler } from './answer-serializer';

const compile = (compiler: typeof answerSerializerCompiler, schema: ZodType) =>
  compiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const request = {
  _id: 'b6f7a3c2-6a51-4f0e-9a43-0d2b1f3e4c5d',
  name: 'Karim Uddin',
  division: 'Dhaka',
  district: 'Gazipur',
  blood: 'A+',
  donationDate: '2026-12-01',
  donationTime: '10:00',
  status: 'pending',
  urgency: 'critical',
  bags: 2,
  pledgedCount: 1,
  verified: true,
  component: 'platelets',
  neededBy: '2026-12-01T16:00:00.000Z',
  hospitalId: null,
  location: { lat: 23.73, lon: 90.39 },
};

describe('answers written from the routes’ zod schemas', () => {
  it('writes what zod’s serializer writes, nulls and left-out optional fields included', () => {
    const cases: [ZodType, unknown][] = [
      [publicRequestListSchema, [request, { ...request, _id: 'other' }]],
      [
        donationRequestSchema,
        {
          ...request,
          email: 'karim@example.test',
          recipientName: 'Salma',
          hospitalName: 'Square Hospital',
          message: 'Line one\nline "two" – ঢাকা',
          donorName: null,
          donorEmail: null,
          createdAt: '2026-11-25T01:00:00.000Z',
          updatedAt: '2026-11-25T01:00:00.000Z',
          notifiedCount: null,
        },
      ],
      [
        triageItemSchema,
        {
          ...request,
          recipientName: 'Salma',
          hospitalName: 'Square Hospital',
          notifiedCount: 3,
          declinedCount: 0,
          createdAt: '2026-11-25T01:00:00.000Z',
          verifiedAt: null,
          handledBy: { _id: 'v', name: 'Vera', since: '2026-11-25T01:00:00.000Z' },
        },
      ],
      [blogListSchema, []],
    ];
    for (const [schema, value] of cases) {
      expect(JSON.parse(compile(answerSerializerCompiler, schema)(value))).toEqual(
        JSON.parse(compile(zodSerializerCompiler, schema)(value)),
      );
    }
  });

  it('leaves out every property the schema does not name, as zod does: a column a mapper lets through never leaves', () => {
    const written = JSON.parse(
      compile(
        answerSerializerCompiler,
        publicRequestListSchema,
      )([{ ...request, passwordHash: '$argon2id$secret', requesterEmail: 'x@y.z' }]),
    );
    expect(written).toEqual([request]);
  });
});
