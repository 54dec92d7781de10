// The local sign-in provider for `npm start` and the browser tests: panva's oidc-provider on
// loopback, configured with the same three settings a production provider needs
// (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). Its sign-in page asks only for an
// email; any email signs in as that user. A box on that page signs in with the email marked
// unverified, to try how the site treats one. It never ships in the Worker.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import Provider, { type Configuration } from "oidc-provider";

export const LOCAL_CLIENT = { id: "harborlight-local", secret: "local-development-secret" } as const;

export interface LocalProvider {
  issuer: string;
  server: Server;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function nameFromEmail(email: string) {
  const [local = "user"] = email.split("@");
  const [first = local, ...rest] = local.split(/[._-]+/).filter(Boolean);
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { given_name: cap(first), family_name: rest.length > 0 ? rest.map(cap).join(" ") : undefined };
}

/** An unverified sign-in is another account at the provider (another `sub`), as it would be anywhere. */
const UNVERIFIED_PREFIX = "unverified:";

/** RFC 8252 section 7.3: a site on loopback may be reached by name or by address. */
function loopbackOrigins(sitePort: number) {
  return [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
}

function signInPage(uid: string, error?: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in (local provider)</title></head>
<body><main><h1>Sign in</h1><p>Local identity provider for development: any email signs in as that user.</p>
${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/interaction/${escape(uid)}/login"><p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email" required autofocus></p>
<p><input id="unverified" name="unverified" type="checkbox" value="yes"> <label for="unverified">Unverified (development only): the provider does not vouch for this address</label></p>
<p><button type="submit">Sign in</button></p></form></main></body></html>`;
}

/** Its own sign-out confirmation, submitted at once: locally there is nobody to ask. */
function signOutPage(form: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out (local provider)</title></head>
<body><main><h1>Signing out of the local provider</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<script>document.querySelector('button[name="logout"]').click()</script></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startLocalProvider({ port, sitePort }: { port: number; sitePort: number }): Promise<LocalProvider> {
  const issuer = `http://localhost:${port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT.id,
        client_secret: LOCAL_CLIENT.secret,
        redirect_uris: loopbackOrigins(sitePort).map((origin) => `${origin}/api/callback`),
        post_logout_redirect_uris: loopbackOrigins(sitePort).map((origin) => `${origin}/`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        // Every ID token says when the person signed in: the site's sensitive actions read it.
        require_auth_time: true,
      },
    ],
    pkce: { required: () => true },
    // Put the email and names in the ID token, as most hosted providers do.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.body = signOutPage(form);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    findAccount: (_ctx, id) => {
      const unverified = id.startsWith(UNVERIFIED_PREFIX);
      const email = unverified ? id.slice(UNVERIFIED_PREFIX.length) : id;
      return { accountId: id, claims: () => ({ sub: id, email, email_verified: !unverified, ...nameFromEmail(email) }) };
    },
    // First-party client: the scopes it asks for are granted without a consent screen.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    cookies: { keys: ["local-provider-cookie-key-not-secret"] },
    ttl: { Session: 8 * 60 * 60, Interaction: 10 * 60, Grant: 8 * 60 * 60 },
  };
  const provider = quietDevelopmentNotes(() => new Provider(issuer, configuration));
  const oidc = provider.callback();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) return oidc(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (match[2] && req.method === "POST") {
        const form = await readForm(req);
        const email = form.get("email")?.trim().toLowerCase() ?? "";
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" }).end(signInPage(details.uid, "Enter an email address."));
          return;
        }
        const accountId = form.get("unverified") === "yes" ? `${UNVERIFIED_PREFIX}${email}` : email;
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
        return;
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(signInPage(details.uid));
    } catch (error) {
      res.writeHead(400, { "Content-Type": "text/plain" }).end(`Sign-in failed: ${(error as Error).message}`);
    }
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return { issuer, server };
}

/**
 * oidc-provider warns that its in-memory storage and generated signing keys are for development
 * only. This provider is exactly that (it never runs outside `npm start` and the tests), so those
 * two warnings, which would alarm a newcomer, are dropped; any other warning still shows.
 */
function quietDevelopmentNotes<T>(create: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("oidc-provider WARNING: quick start development-only")) return;
    if (typeof args[0] === "string" && args[0].includes("oidc-provider WARNING: a quick start development-only in-memory adapter")) return;
    warn(...args);
  };
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}
