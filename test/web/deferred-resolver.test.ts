import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { deferredResolver } from "../../web/lib/deferred-resolver";

type Values = { name: string };

/** A resolver that accepts any value it is given, as zod's does for a valid form. */
const accepting: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("deferredResolver", () => {
  it("loads nothing until asked, then loads once for a preload and every validation after it", async () => {
    const load = vi.fn(() => Promise.resolve(accepting));
    const { resolver, preload } = deferredResolver(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    await expect(resolver({ name: "Ada" }, undefined, options)).resolves.toEqual({ values: { name: "Ada" }, errors: {} });
    await resolver({ name: "Grace" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("validates with the loaded resolver's answer, errors included", async () => {
    const refusing: Resolver<Values, unknown, Values> = () => ({
      values: {},
      errors: { name: { type: "too_small", message: "Too short" } },
    });
    const { resolver } = deferredResolver(() => Promise.resolve(refusing));
    const result = await resolver({ name: "A" }, undefined, options);
    expect(result.errors.name?.message).toBe("Too short");
  });

  it("lets the values through as typed when the code cannot be fetched (the server validates them), and fetches again next time", async () => {
    const refusing: Resolver<Values, unknown, Values> = () => ({
      values: {},
      errors: { name: { type: "too_small", message: "Too short" } },
    });
    const load = vi
      .fn<() => Promise<typeof refusing>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(refusing);
    const { resolver, preload } = deferredResolver(load);

    preload(); // a failed fetch on focus is no unhandled rejection, and no lasting failure
    await new Promise((settled) => setTimeout(settled, 0));
    const result = await resolver({ name: "A" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.errors.name?.message).toBe("Too short");
  });

  it("passes the values on unchanged, without errors, while the code stays out of reach", async () => {
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const { resolver } = deferredResolver<Values, Values>(load);
    await expect(resolver({ name: "A" }, undefined, options)).resolves.toEqual({ values: { name: "A" }, errors: {} });
    await expect(resolver({ name: "A" }, undefined, options)).resolves.toEqual({ values: { name: "A" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
