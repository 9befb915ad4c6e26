import { randomBytes } from 'node:crypto';
import type { AuthResponse, Role, UserStatus } from '@grant/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { UserRow } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/password-hasher';
import type { TestApp } from './test-app';

/** Meets every password rule of the spec. */
export const PASSWORD = 'Secret12';

let counter = 0;
/** An email no other test uses, even across files sharing one PostgreSQL server. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${++counter}-${randomBytes(3).toString('hex')}@example.test`;

export interface UserOptions {
  name?: string;
  email?: string;
  password?: string;
  role?: Role;
  status?: UserStatus;
  division?: string;
  district?: string;
  blood?: string;
}

/** A user stored directly through the repository (no HTTP), with a real argon2id hash. */
export async function createUser(t: TestApp, options: UserOptions = {}): Promise<UserRow> {
  const user = await t.services.repositories.users.insert({
    name: options.name ?? 'Test Person',
    email: options.email ?? uniqueEmail(options.role ?? 'user'),
    passwordHash: await hashPassword(options.password ?? PASSWORD),
    role: options.role ?? 'donner',
    status: options.status ?? 'Active',
    division: options.division ?? 'Dhaka',
    district: options.district ?? 'Gazipur',
    blood: options.blood ?? 'O+',
  });
  if (!user) throw new Error('test user could not be created');
  return user;
}

/** Signs in through the API and answers the session. */
export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<AuthResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Waits past the current millisecond: rows made one after another can share a created_at otherwise (the
 * clock's resolution), and then "newest first" orders them by id, which a test cannot predict.
 */
export const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedInUser {
  user: UserRow;
  token: string;
  headers: { authorization: string };
}

/** A stored user plus a working session token. */
export async function signedInUser(t: TestApp, options: UserOptions = {}): Promise<SignedInUser> {
  const user = await createUser(t, options);
  const { token } = await login(t.app, user.email, options.password ?? PASSWORD);
  return { user, token, headers: bearer(token) };
}

export interface FilePart {
  data: Buffer;
  filename: string;
  type?: string;
}

/** A multipart/form-data payload for `app.inject`, serialised by the platform's own FormData. */
export async function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Valid registration fields; override any of them. */
export const registerFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: 'Rahim Uddin',
  email: uniqueEmail('register'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  division: 'Dhaka',
  district: 'Gazipur',
  blood: 'A+',
  ...overrides,
});

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 190, g: 20, b: 40 } } });

export const images = {
  png: async (width = 40, height = 30): Promise<FilePart> => ({
    data: await solid(width, height).png().toBuffer(),
    filename: 'photo.png',
    type: 'image/png',
  }),

  /** A JPEG that carries a camera make, an owner and GPS coordinates in its EXIF, plus XMP. */
  jpegWithGps: async (): Promise<FilePart> => ({
    data: await solid(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Copyright: 'Owner Name' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer(),
    filename: 'camera.jpg',
    type: 'image/jpeg',
  }),

  /** A real PNG of random pixels, about `width * width * 3` bytes (noise does not compress). */
  noisePng: async (width: number): Promise<FilePart> => ({
    data: await sharp(randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
    filename: 'big.png',
    type: 'image/png',
  }),

  /** Text that claims to be a PNG by its name and type. */
  textNamedPng: (): FilePart => ({ data: Buffer.from('this is not an image\n'), filename: 'photo.png', type: 'image/png' }),

  svg: (): FilePart => ({
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    filename: 'photo.svg',
    type: 'image/svg+xml',
  }),
};
