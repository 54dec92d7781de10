// An OpenID Connect provider inside the test: discovery, a simulated sign-in that issues a
// code, and a token endpoint that checks PKCE and client authentication and signs an ID
// token — with switches to misbehave (wrong issuer, audience or nonce), to vouch or not for
// the email, and to offer RP-initiated logout or not.
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

import { forgetDiscovery } from "../../worker/auth/oidc";

export const ISSUER = "https://id.example.test/";
export const CLIENT_ID = "harborlight-test";
export const CLIENT_SECRET = "test-secret";

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  sub: string;
  email: string;
  /** `email_verified` as the provider states it; undefined leaves the claim out. */
  emailVerified: boolean | undefined;
  /** `auth_time` in seconds; undefined leaves the claim out. */
  authTime: number | undefined;
  used: boolean;
}

export interface SignInChoices {
  sub?: string;
  emailVerified?: boolean | undefined;
  /** When the person last proved who they are (ms since the epoch); now unless given, and left out when undefined. */
  authTime?: number | undefined;
}

export interface Misbehaviour {
  issuer?: string;
  audience?: string;
  nonce?: string;
}

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const encodeJson = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

export class FakeProvider {
  private codes = new Map<string, IssuedCode>();
  private keys: Promise<CryptoKeyPair>;
  misbehave: Misbehaviour = {};
  down = false;
  /** Whether discovery lists an `end_session_endpoint` (RP-initiated logout). */
  offersSignOut = true;

  constructor() {
    this.keys = crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    ) as Promise<CryptoKeyPair>;
  }

  /** Routes the Worker's requests to the issuer's origin here; everything else goes out as usual. */
  install() {
    const original = globalThis.fetch;
    return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(ISSUER)) return original(input, init);
      if (this.down) throw new TypeError("fetch failed: connection refused");
      return this.handle(request);
    });
  }

  /** The person signs in at the provider: answers the callback address the browser is sent to. */
  signIn(authorizeUrl: string, email: string, choices: SignInChoices = {}): URL {
    const { sub = `sub-${email}` } = choices;
    const emailVerified = "emailVerified" in choices ? choices.emailVerified : true;
    const authTimeMs = "authTime" in choices ? choices.authTime : Date.now();
    const url = new URL(authorizeUrl);
    const params = url.searchParams;
    const code = crypto.randomUUID();
    this.codes.set(code, {
      clientId: params.get("client_id")!,
      redirectUri: params.get("redirect_uri")!,
      codeChallenge: params.get("code_challenge")!,
      nonce: params.get("nonce")!,
      sub,
      email,
      emailVerified,
      authTime: authTimeMs === undefined ? undefined : Math.floor(authTimeMs / 1000),
      used: false,
    });
    const callback = new URL(params.get("redirect_uri")!);
    callback.searchParams.set("code", code);
    callback.searchParams.set("state", params.get("state")!);
    callback.searchParams.set("iss", ISSUER);
    return callback;
  }

  private async handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === "/.well-known/openid-configuration") {
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}authorize`,
        token_endpoint: `${ISSUER}token`,
        jwks_uri: `${ISSUER}jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        authorization_response_iss_parameter_supported: true,
        ...(this.offersSignOut ? { end_session_endpoint: `${ISSUER}session/end` } : {}),
      });
    }
    if (path === "/token") return this.token(request);
    return new Response("not found", { status: 404 });
  }

  private async token(request: Request): Promise<Response> {
    // Read as the form it is: workerd warns of .text() on a body whose type is not text.
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    const [id, secret] = atob((request.headers.get("Authorization") ?? "").replace(/^Basic /, ""))
      .split(":")
      .map(decodeURIComponent);
    if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return Response.json({ error: "invalid_client" }, { status: 401 });
    const issued = this.codes.get(form.get("code") ?? "");
    if (!issued || issued.used) return Response.json({ error: "invalid_grant" }, { status: 400 });
    issued.used = true;
    const challenge = base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(form.get("code_verifier") ?? "")));
    if (challenge !== issued.codeChallenge || form.get("redirect_uri") !== issued.redirectUri) {
      return Response.json({ error: "invalid_grant" }, { status: 400 });
    }
    const now = Math.floor(Date.now() / 1000);
    const idToken = await this.sign({
      iss: this.misbehave.issuer ?? ISSUER,
      aud: this.misbehave.audience ?? issued.clientId,
      sub: issued.sub,
      email: issued.email,
      ...(issued.emailVerified === undefined ? {} : { email_verified: issued.emailVerified }),
      given_name: "Test",
      family_name: "Person",
      nonce: this.misbehave.nonce ?? issued.nonce,
      ...(issued.authTime === undefined ? {} : { auth_time: issued.authTime }),
      iat: now,
      exp: now + 300,
    });
    return Response.json({ access_token: crypto.randomUUID(), token_type: "Bearer", expires_in: 300, id_token: idToken });
  }

  private async sign(claims: Record<string, unknown>): Promise<string> {
    const { privateKey } = await this.keys;
    const input = `${encodeJson({ alg: "RS256", typ: "JWT", kid: "test" })}.${encodeJson(claims)}`;
    const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", privateKey, new TextEncoder().encode(input));
    return `${input}.${base64url(signature)}`;
  }
}

/** A fresh provider for each test of the file, in place of the real one: `provider()` is the current test's. */
export function useFakeProvider(): () => FakeProvider {
  let provider: FakeProvider;
  let fetchSpy: MockInstance;
  beforeEach(() => {
    forgetDiscovery();
    provider = new FakeProvider();
    fetchSpy = provider.install();
  });
  afterEach(() => fetchSpy.mockRestore());
  return () => provider;
}
