import type { D1Migration } from "cloudflare:test";
import type { SendEmail } from "@cloudflare/workers-types";

import type { Env } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** wrangler.toml configures it, so the tests always have it (a test leaves it out to see what happens without). */
      EMAIL: SendEmail;
    }
  }
}

type WorkerEnv = Env;
