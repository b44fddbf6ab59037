import { generateKeyPairSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import {
  GATEWAY_ISSUER,
  IDENTITY_TOKEN_TTL_SECONDS,
  IdentityTokenSigner,
  IdentityTokenVerifier,
  type ForwardedIdentity,
} from '../src/index.js';

const gatewayKeys = generateKeyPairSync('ed25519');
const signer = new IdentityTokenSigner(gatewayKeys.privateKey);
const verifier = new IdentityTokenVerifier(gatewayKeys.publicKey);
const target = { audience: 'envelopes', requestId: 'req-0001-abcd' };

const member: ForwardedIdentity = {
  userId: '6f1c2b8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f',
  clientId: 'app-7',
  sandbox: true,
  scopes: ['envelopes:read'],
  organization: {
    id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
    isOwner: false,
    isPersonal: false,
    permissions: ['send_envelopes'],
  },
};

describe('the identity the gateway forwards', () => {
  it('reaches the service it was signed for as it was signed', async () => {
    await expect(verifier.verify(await signer.sign(member, target), target)).resolves.toEqual(member);
    await expect(verifier.verify(await signer.sign({}, target), target)).resolves.toEqual({});
  });

  it('is refused by another service', async () => {
    const token = await signer.sign(member, target);
    await expect(verifier.verify(token, { ...target, audience: 'billing' })).rejects.toThrow(/aud/);
  });

  it('is refused with another request id', async () => {
    const token = await signer.sign(member, target);
    await expect(verifier.verify(token, { ...target, requestId: 'req-0002' })).rejects.toThrow(
      'identity token of another request',
    );
  });

  it('is refused when signed by any other key, or altered', async () => {
    const stranger = new IdentityTokenSigner(generateKeyPairSync('ed25519').privateKey);
    await expect(verifier.verify(await stranger.sign(member, target), target)).rejects.toThrow();
    const [header, , signature] = (await signer.sign({}, target)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...target, sub: member.userId })).toString('base64url');
    await expect(verifier.verify(`${header}.${forged}.${signature}`, target)).rejects.toThrow();
  });

  it('is refused once expired, and without a token', async () => {
    const old = Math.floor(Date.now() / 1000) - 600;
    const expired = await new SignJWT({ rid: target.requestId })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer(GATEWAY_ISSUER)
      .setAudience(target.audience)
      .setIssuedAt(old)
      .setExpirationTime(old + 60)
      .sign(gatewayKeys.privateKey);
    await expect(verifier.verify(expired, target)).rejects.toThrow(/exp/);
    await expect(verifier.verify(undefined, target)).rejects.toThrow('no identity token');
  });

  it('is a compact JWS of the JWT claims, good for a minute, that any JOSE library verifies', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await signer.sign(member, target);
    const { payload, protectedHeader } = await jwtVerify(token, gatewayKeys.publicKey, {
      algorithms: ['EdDSA'],
      typ: 'rubrica-identity+jwt',
    });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'rubrica-identity+jwt' });
    expect(payload).toMatchObject({
      iss: GATEWAY_ISSUER,
      aud: 'envelopes',
      sub: member.userId,
      rid: target.requestId,
      cid: 'app-7',
      sbx: true,
      scp: 'envelopes:read',
      org: { id: member.organization!.id, own: false, per: false, prm: ['send_envelopes'] },
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp! - payload.iat!).toBe(IDENTITY_TOKEN_TTL_SECONDS);
    const anonymous = await jwtVerify(await signer.sign({}, target), gatewayKeys.publicKey);
    expect(Object.keys(anonymous.payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'rid']);
  });

  it('is signed only with an Ed25519 or Ed448 private key', () => {
    expect(
      () => new IdentityTokenSigner(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey),
    ).toThrow(TypeError);
    expect(() => new IdentityTokenSigner(gatewayKeys.publicKey)).toThrow(TypeError);
  });

  it('accepts no unsigned token', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ iss: GATEWAY_ISSUER, aud: 'envelopes', rid: target.requestId, sub: member.userId }),
    ).toString('base64url')}.`;
    await expect(verifier.verify(unsigned, target)).rejects.toThrow();
  });
});
