import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminCertificate, CredentialVerification } from '@academy/contract';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { ConfigError, loadConfig } from '../../config';
import { adminSuite, ADMIN, STAFF } from '../../test/admin-test-kit';
import { json, markPaid, newUser } from '../../test/helpers';
import { OB_CONTEXT, VC_CONTEXT } from './open-badge';
import { credentialKey, signJson } from './signing';
import { bitOf, MIN_LIST_BITS } from './status-list';
import { NOT_A_CREDENTIAL } from './verify';

const SITE = 'http://academy.test:8080';
const { ctx, tokens, expectStaffOnly, latestAudit } = adminSuite({
  env: { SITE_URL: SITE, PMI_PROVIDER_NAME: 'Academy Training', PMI_PROVIDER_ID: '4321' },
});
let acp: number;
let acpLessons: number[];

/** A learner with a certificate of the ACP course (21 contact hours): its code. */
async function certified(name = 'Layla Hassan'): Promise<string> {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, acp);
  for (const lesson of acpLessons) {
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/progress/lessons/${lesson}/`,
      token: user.token,
      payload: { position: 4, watched: [[0, 4]], duration: 4 },
    });
    expect(res.statusCode).toBe(200);
  }
  const claim = await ctx.request({
    method: 'POST',
    url: '/api/certificates/',
    token: user.token,
    payload: { course: acp, name },
  });
  expect(claim.statusCode).toBe(201);
  return json<{ code: string }>(claim).code;
}

const get = (url: string, token?: string) =>
  ctx.request({ method: 'GET', url, ...(token ? { token } : {}) });
const fileOf = async (code: string) => (await get(`/api/certificates/${code}/credential`)).body;
const tokenIn = (file: string) =>
  (JSON.parse(file) as { id: string }).id.replace('data:application/vc+jwt,', '');
const verify = (credential: string) =>
  ctx.request({ method: 'POST', url: '/api/credentials/verify/', payload: { credential } });
const verification = async (code: string) =>
  json<CredentialVerification>(await get(`/api/certificates/${code}/verification`));
const revoke = (code: string, reason: unknown, token: string = tokens.staff) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/certificates/${code}/revoke/`,
    token,
    payload: { reason },
  });

/** The payload of a compact JWS, decoded (no check). */
interface Claims extends Record<string, unknown> {
  credentialSubject: { identifier: { identityHash: string }[] };
}
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Claims;

/** The published key set, as an outside verifier would fetch it. */
async function publishedKeys() {
  return createLocalJWKSet(json<JSONWebKeySet>(await get('/api/credentials/jwks.json')));
}

beforeAll(async () => {
  acp = await ctx.courseId('pmi-acp');
  await ctx.db.query(
    `UPDATE courses SET contact_hours = 21, pmi_activity_code = 'ACP-2026' WHERE id = $1`,
    [acp],
  );
  acpLessons = await Promise.all(
    ['acp-lec-1', 'acp-lec-2', 'acp-lec-3'].map((key) => ctx.lessonId(key)),
  );
});

describe('signing', () => {
  test('a claimed certificate gets an Open Badges 3.0 credential, signed as issued and kept', async () => {
    const code = await certified('Layla Hassan');
    const { rows } = await ctx.db.query<{ id: number; credential: string | null }>(
      'SELECT id, credential FROM certificates WHERE code = $1',
      [code],
    );
    expect(rows[0]!.credential).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const download = await get(`/api/certificates/${code}/credential`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${code}.json"`,
    );
    const file = JSON.parse(download.body) as Record<string, unknown>;
    expect(file).toEqual({
      '@context': [VC_CONTEXT],
      type: 'EnvelopedVerifiableCredential',
      id: `data:application/vc+jwt,${rows[0]!.credential}`,
    });
    // The same file every time: the token is stored, not signed again.
    expect(await fileOf(code)).toBe(download.body);

    const token = tokenIn(download.body);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    // An outside verifier needs only the published key set.
    const { payload } = await compactVerify(token, await publishedKeys());
    const credential = JSON.parse(new TextDecoder().decode(payload)) as {
      nbf: number;
      validFrom: string;
    };
    const index = rows[0]!.id;
    const statusList = `${SITE}/api/credentials/status/1`;
    expect(credential).toMatchObject({
      '@context': [VC_CONTEXT, OB_CONTEXT],
      id: `${SITE}/Certificate/${code}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      iss: SITE,
      jti: `${SITE}/Certificate/${code}`,
      issuer: {
        id: SITE,
        type: ['Profile'],
        name: 'Academy Training',
        otherIdentifier: [
          { type: 'IdentifierEntry', identifier: '4321', identifierType: 'ext:PMIProviderId' },
        ],
      },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'name',
            hashed: false,
            identityHash: 'Layla Hassan',
          },
        ],
        creditsEarned: 21,
        achievement: {
          id: `${SITE}/Checkout/${acp}`,
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: 'PMI-ACP',
          creditsAvailable: 21,
          criteria: { narrative: 'Every lesson of the course completed; 21 contact hours.' },
          otherIdentifier: [
            {
              type: 'IdentifierEntry',
              identifier: 'ACP-2026',
              identifierType: 'ext:PMIActivityCode',
            },
          ],
        },
      },
      credentialStatus: {
        id: `${statusList}#${index}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(index),
        statusListCredential: statusList,
      },
    });
    expect(credential.nbf).toBe(Math.floor(Date.parse(credential.validFrom) / 1000));
  });

  test('a certificate issued before credentials existed is signed at its first request', async () => {
    const code = await certified();
    await ctx.db.query('UPDATE certificates SET credential = NULL WHERE code = $1', [code]);
    const first = await fileOf(code);
    expect(await fileOf(code)).toBe(first);
    expect((await verification(code)).status).toBe('valid');
  });

  test('public: a visitor reads the key, a credential and its verification; an unknown code is 404', async () => {
    const jwks = json<{ keys: Record<string, string>[] }>(await get('/api/credentials/jwks.json'));
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' }),
    ]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    for (const url of [
      '/api/certificates/ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ/credential',
      '/api/certificates/ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ/verification',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, tokens.admin)).statusCode).toBe(404);
    }
  });
});

describe('verification', () => {
  test("a certificate's page verifies its own credential: signature holds, not revoked", async () => {
    const code = await certified('Omar Nabil');
    expect(await verification(code)).toEqual({
      status: 'valid',
      reason: 'signed',
      detail: 'The signature holds: the academy issued this credential and it is unchanged.',
      signature_valid: true,
      revoked_at: null,
      credential: {
        name: 'Omar Nabil',
        course: 'PMI-ACP',
        issued_at: expect.any(String),
        id: `${SITE}/Certificate/${code}`,
      },
    });
  });

  test('a posted credential: the file or its bare token is valid', async () => {
    const code = await certified();
    const file = await fileOf(code);
    for (const posted of [file, tokenIn(file), `  ${tokenIn(file)}\n`]) {
      const res = await verify(posted);
      expect(res.statusCode).toBe(200);
      expect(json<CredentialVerification>(res)).toMatchObject({
        status: 'valid',
        reason: 'signed',
      });
    }
  });

  test('a tampered credential (one field changed, signature kept) is tampered, and says why', async () => {
    const code = await certified('Sara Adel');
    const token = tokenIn(await fileOf(code));
    const [header, , signature] = token.split('.');
    const changed = payloadOf(token);
    changed.credentialSubject.identifier[0]!.identityHash = 'Someone Else';
    const forged = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    for (const posted of [
      forged,
      JSON.stringify({
        ...JSON.parse(await fileOf(code)),
        id: `data:application/vc+jwt,${forged}`,
      }),
    ]) {
      expect(json(await verify(posted))).toEqual({
        status: 'tampered',
        reason: 'bad_signature',
        detail:
          'The signature does not match the contents: the credential was changed after the academy signed it.',
        signature_valid: false,
        revoked_at: null,
        credential: null,
      });
    }
    // The certificate's own credential is untouched.
    expect((await verification(code)).status).toBe('valid');
  });

  test("a credential signed with another key is tampered (not the academy's key), even under our kid", async () => {
    const code = await certified();
    const payload = payloadOf(tokenIn(await fileOf(code)));
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const other = await credentialKey(pem);
    const ours = await credentialKey(ctx.config.credentialSigningKey);
    expect(json(await verify(await signJson(other, payload)))).toMatchObject({
      status: 'tampered',
      reason: 'unknown_key',
      signature_valid: false,
    });
    // Another key claiming our key's id: the signature does not hold against our public key.
    const liar = { ...other, publicJwk: { ...other.publicJwk, kid: ours.publicJwk.kid } };
    expect(json(await verify(await signJson(liar, payload)))).toMatchObject({
      status: 'tampered',
      reason: 'bad_signature',
    });
  });

  test('something we signed that is not a certificate credential (the status list) is refused', async () => {
    const list = (await get('/api/credentials/status/1')).body;
    expect(json(await verify(list))).toMatchObject({
      status: 'tampered',
      reason: 'not_a_certificate',
      signature_valid: true,
    });
  });

  test('what is not a credential at all: 400 with a field message; a bad body 400', async () => {
    for (const posted of ['hello', '{"id": "data:text/plain,hi"}', '[1,2]', 'a.b', '{']) {
      const res = await verify(posted);
      expect([posted, res.statusCode]).toEqual([posted, 400]);
      expect(json(res)).toEqual({ credential: [NOT_A_CREDENTIAL] });
    }
    expect((await verify('')).statusCode).toBe(400);
    const tooLong = await verify('x'.repeat(16_385));
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toHaveProperty('credential');
    const missing = await ctx.request({
      method: 'POST',
      url: '/api/credentials/verify/',
      payload: {},
    });
    expect(json(missing)).toEqual({ credential: ['This field is required.'] });
  });
});

describe('revocation', () => {
  test('staff only: a visitor 401, a learner 403, nothing revoked', async () => {
    const code = await certified();
    await expectStaffOnly({
      method: 'POST',
      url: `/api/admin/certificates/${code}/revoke/`,
      payload: { reason: 'Paid with a stolen card' },
    });
    await expectStaffOnly({ method: 'GET', url: '/api/admin/certificates/' });
    expect((await verification(code)).status).toBe('valid');
  });

  test('staff revoke with a reason (audited): the status list marks it, verification says revoked', async () => {
    const code = await certified('Hana Saleh');
    const file = await fileOf(code);
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM certificates WHERE code = $1',
      [code],
    );
    const index = rows[0]!.id;
    const listBit = async () => {
      const token = (await get('/api/credentials/status/1')).body;
      const { payload } = await compactVerify(token, await publishedKeys());
      const list = JSON.parse(new TextDecoder().decode(payload)) as {
        credentialSubject: { encodedList: string };
      };
      expect(list).toMatchObject({
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        issuer: SITE,
        credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
      });
      expect(bitOf(list.credentialSubject.encodedList, MIN_LIST_BITS - 1)).toBe(false);
      return bitOf(list.credentialSubject.encodedList, index);
    };
    expect(await listBit()).toBe(false);

    const res = await revoke(code, '  Paid with a   stolen card ');
    expect(res.statusCode).toBe(200);
    const revoked = json<AdminCertificate>(res);
    expect(revoked).toMatchObject({
      code,
      name: 'Hana Saleh',
      course: 'PMI-ACP',
      revoked_at: expect.any(String),
      revocation_reason: 'Paid with a stolen card',
    });
    expect(await latestAudit('certificates')).toEqual([
      {
        actor_email: STAFF,
        action: 'update',
        entity_id: String(index),
        changes: {
          code,
          revoked_at: [null, revoked.revoked_at],
          revocation_reason: [null, 'Paid with a stolen card'],
        },
      },
    ]);

    expect(await listBit()).toBe(true);
    const expected = {
      status: 'revoked',
      reason: 'revoked',
      detail: 'The signature holds, but the academy has revoked this credential.',
      signature_valid: true,
      revoked_at: revoked.revoked_at,
      credential: expect.objectContaining({ name: 'Hana Saleh' }),
    };
    expect(await verification(code)).toEqual(expected);
    expect(json(await verify(file))).toEqual(expected);

    // Once: again is 409, and the first reason stays.
    const again = await revoke(code, 'Another reason', tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ detail: 'This certificate is already revoked.' });

    // Other certificates are untouched.
    const other = await certified();
    expect((await verification(other)).status).toBe('valid');
  });

  test('an admin may revoke too; bad input: 400 with field messages, unknown code 404', async () => {
    const code = await certified();
    for (const reason of ['', '   ', 'x'.repeat(501), 12, null]) {
      const res = await revoke(code, reason);
      expect([reason, res.statusCode]).toEqual([reason, 400]);
      expect(json(res)).toHaveProperty('reason');
    }
    expect((await revoke('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', 'Fraud')).statusCode).toBe(404);
    expect((await revoke('not a code', 'Fraud')).statusCode).toBe(404);
    const res = await revoke(code, 'Issued by mistake', tokens.admin);
    expect(res.statusCode).toBe(200);
    expect((await latestAudit('certificates'))[0]!.actor_email).toBe(ADMIN);
    expect((await verification(code)).status).toBe('revoked');
  });

  test('the back-office list shows certificates with their revocation, searchable by code', async () => {
    const code = await certified('Mona Fathy');
    await revoke(code, 'Duplicate account');
    for (const token of [tokens.staff, tokens.admin]) {
      const res = await get(`/api/admin/certificates/?search=${code}`, token);
      expect(res.statusCode).toBe(200);
      expect(json<{ count: number; results: AdminCertificate[] }>(res)).toMatchObject({
        count: 1,
        results: [
          {
            code,
            name: 'Mona Fathy',
            course: 'PMI-ACP',
            user: { email: expect.any(String) },
            revoked_at: expect.any(String),
            revocation_reason: 'Duplicate account',
          },
        ],
      });
    }
  });
});

describe('the signing key', () => {
  const env = (dir: string, extra: Record<string, string> = {}) => ({
    DATA_DIR: dir,
    JWT_SECRET: 'x'.repeat(40),
    ...extra,
  });

  test('unset: generated once into DATA_DIR (mode 0600) and kept across starts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-key-'));
    try {
      const first = loadConfig(env(dir)).credentialSigningKey;
      const file = path.join(dir, 'credential-signing-key.pem');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig(env(dir)).credentialSigningKey).toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('CREDENTIAL_SIGNING_KEY as a JWK: its public half is published; a bad key is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-key-'));
    try {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
      const config = loadConfig(env(dir, { CREDENTIAL_SIGNING_KEY: jwk }));
      expect((await credentialKey(config.credentialSigningKey)).publicJwk.x).toBe(
        (publicKey.export({ format: 'jwk' }) as { x: string }).x,
      );
      expect(fs.existsSync(path.join(dir, 'credential-signing-key.pem'))).toBe(false);
      const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
      for (const bad of ['not a key', rsa.export({ type: 'pkcs8', format: 'pem' }) as string]) {
        expect(() => loadConfig(env(dir, { CREDENTIAL_SIGNING_KEY: bad }))).toThrow(
          new ConfigError([
            'CREDENTIAL_SIGNING_KEY must be an Ed25519 private key as a JWK (JSON with "d") or PEM (PKCS #8).',
          ]),
        );
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
