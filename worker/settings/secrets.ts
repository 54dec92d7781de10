// Secrets kept in the settings (R23), sealed at rest: AES-GCM under a key derived (HKDF-SHA-256)
// from the deployment's SETTINGS_ENCRYPTION_KEY. Only on this machine (no SITE_URL, or a loopback
// one: `npm start`, the tests) does a fixed development key stand in; a deployment without the key
// stores no secret and opens none. A sealed value reads `v1.<iv>.<ciphertext>`, both base64.
import type { Env } from "../env";
import { isLoopbackHost } from "../shared/addresses";

type KeyEnv = Pick<Env, "SETTINGS_ENCRYPTION_KEY" | "SITE_URL">;

const DEVELOPMENT_KEY = "harborlight-settings-development-key-for-this-machine-only";

export class NoEncryptionKey extends Error {
  constructor() {
    super("SETTINGS_ENCRYPTION_KEY is not set");
    this.name = "NoEncryptionKey";
  }
}

function keyText(env: KeyEnv): string | undefined {
  if (env.SETTINGS_ENCRYPTION_KEY) return env.SETTINGS_ENCRYPTION_KEY;
  const onThisMachine = !env.SITE_URL || (URL.canParse(env.SITE_URL) && isLoopbackHost(new URL(env.SITE_URL).hostname));
  return onThisMachine ? DEVELOPMENT_KEY : undefined;
}

const keys = new Map<string, Promise<CryptoKey>>();

function sealingKey(env: KeyEnv): Promise<CryptoKey> {
  const text = keyText(env);
  if (!text) return Promise.reject(new NoEncryptionKey());
  let key = keys.get(text);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", new TextEncoder().encode(text), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode("harborlight settings secrets v1") },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(text, key);
  }
  return key;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export async function seal(env: KeyEnv, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(env), new TextEncoder().encode(secret)),
  );
  return `v1.${toBase64(iv)}.${toBase64(sealed)}`;
}

export async function unseal(env: KeyEnv, sealed: string): Promise<string> {
  const [version, iv, data] = sealed.split(".");
  if (version !== "v1" || !iv || !data) throw new Error("Not a sealed secret");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await sealingKey(env), fromBase64(data));
  return new TextDecoder().decode(plain);
}
