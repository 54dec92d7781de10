import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A public form's resolver whose code (zod and the form's schema, about 40 kB gzipped) is
 * fetched when the visitor starts on the form (`preload`, on focus) or, at the latest, when the
 * form is first validated, instead of with the page (docs/decisions/0029-scripts-after-first-paint.md).
 *
 * If that code cannot be fetched (the connection dropped), the form is not stuck: its values go
 * to the server as typed, and the server, which validates every submission with the same schema,
 * answers with the rule's message. The next validation tries the fetch again.
 */
export function deferredResolver<Values extends FieldValues, Output>(load: () => Promise<Resolver<Values, unknown, Output>>) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    let validate: Resolver<Values, unknown, Output>;
    try {
      validate = await loaded();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return validate(values, context, options);
  };
  return {
    resolver,
    /** Starts fetching the validation code; a failure is left to the validation to handle. */
    preload: () => void loaded().catch(() => {}),
  };
}
