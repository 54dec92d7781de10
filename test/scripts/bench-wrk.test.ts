// The benchmarks' timed load through wrk: the Lua script each run writes (its request, each from
// a client address of its own) and the figures read back from the line its done() prints.
import { describe, expect, it } from "vitest";

import { measuredFromWrk, wrkScript } from "../../scripts/bench-wrk";

const target = { label: "site /flyer", origin: "http://localhost:8787", path: "/flyer?utm_source=a" };

describe("a wrk run", () => {
  it("sends the target's method, path, headers and body, each request from the next client address", () => {
    const script = wrkScript(target, {
      connections: 10,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"a":"b\\\\c"}',
    });
    expect(script).toContain('local method, path, body = "POST", "/flyer?utm_source=a", "{\\"a\\":\\"b\\\\\\\\c\\"}"');
    expect(script).toContain('local headers = { ["Content-Type"] = "application/json" }');
    expect(script).toContain('headers["CF-Connecting-IP"] = string.format("10.%d.%d.%d"');
    expect(script).toContain("function response(status) statuses[status] = (statuses[status] or 0) + 1 end");
  });

  it("sends a GET without a body when the load names none", () => {
    expect(wrkScript(target, { connections: 10 })).toContain('local method, path, body = "GET", "/flyer?utm_source=a", nil');
  });

  it("refuses a text that is not printable ASCII rather than send something else", () => {
    expect(() => wrkScript({ ...target, path: "/caf\u00e9" }, { connections: 1 })).toThrow(TypeError);
    expect(() => wrkScript(target, { connections: 1, body: "a\nb" })).toThrow(TypeError);
  });

  it("reads requests a second, latencies in milliseconds, statuses and errors from the result line", () => {
    const stdout = [
      "Running 2s test @ http://localhost:8787",
      'WRK_RESULT {"requests":2400,"durationUs":2000000,"p50":4150,"p99":12049,"errors":3,"statuses":{"302":2390,"429":10}}',
      "",
    ].join("\n");
    expect(measuredFromWrk(target, { connections: 10 }, stdout)).toEqual({
      label: "site /flyer",
      connections: 10,
      rps: 1200,
      p50: 4.2,
      p99: 12,
      total: 2400,
      statuses: { "302": 2390, "429": 10 },
      errors: 3,
    });
  });

  it("fails, naming the target, when wrk printed no result", () => {
    expect(() => measuredFromWrk(target, { connections: 10 }, "unable to connect to localhost:8787")).toThrow(/site \/flyer/);
  });
});
