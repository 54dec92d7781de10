import type { D1Migration } from "cloudflare:test";

import type { Env } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

type WorkerEnv = Env;
