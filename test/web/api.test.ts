import { describe, expect, it } from "vitest";

import { type ApiRequestError, isUnauthorized, messageFor, throwIfNotOk } from "../../web/api";

async function errorFrom(response: Response) {
  try {
    await throwIfNotOk(response);
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error("expected an error");
}

describe("the error rule of S8", () => {
  it("is the status, a colon and a space, then the body text", async () => {
    const error = await errorFrom(new Response('{"message":"Please select a service"}', { status: 400 }));
    expect(error.message).toBe('400: {"message":"Please select a service"}');
    expect(messageFor(error, "Please try again later.")).toBe("Please select a service");
  });

  it("uses the status text when the body is empty", async () => {
    const error = await errorFrom(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(error.message).toBe("503: Service Unavailable");
    expect(messageFor(error, "Please try again later.")).toBe("Please try again later.");
  });

  it("never shows people raw non-JSON bodies", async () => {
    const error = await errorFrom(new Response("<html>gateway</html>", { status: 502 }));
    expect(messageFor(error, "Please try again later.")).toBe("Please try again later.");
  });

  it("lets success answers through", async () => {
    await expect(throwIfNotOk(new Response("[]", { status: 200 }))).resolves.toBeUndefined();
  });

  it.each([
    ['401: {"message":"Unauthorized"}', true],
    ["401: Unauthorized", true],
    ['403: {"message":"Forbidden"}', false],
    ["400: Unauthorized", false],
  ])("treats %s as unauthorized: %s", (message, expected) => {
    expect(isUnauthorized(new Error(message))).toBe(expected);
  });
});
