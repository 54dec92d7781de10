// zod, configured once for every schema of the project: no generated code, because the
// pages' Content-Security-Policy forbids eval (zod would otherwise probe for it, and the
// probe is reported as a violation) and the Workers runtime does not allow it either.
import { z } from "zod";

z.config({ jitless: true });

export { z };
