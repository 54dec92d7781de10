// A write refetches the reads it declares (web/query-client.ts), including a first read that was
// still on its way when the write succeeded: the server may have answered it from before the write.
import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { createQueryClient } from "../../web/query-client";

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A list read whose first answer is held until released, as read by the server when it began. */
function slowFirstRead(client: ReturnType<typeof createQueryClient>) {
  const server = { value: "1 new answer", reads: 0 };
  let release = () => {};
  const observer = new QueryObserver(client, {
    queryKey: ["incidents", "list"],
    queryFn: async () => {
      server.reads++;
      const answer = server.value;
      if (server.reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { server, observer, unsubscribe, release: () => release() };
}

const write = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.resolve("seen"), meta: { invalidates: [["incidents"]] } })
    .execute(undefined);

describe("a write's refetch", () => {
  it("reads again a first read that began before the write and answers after it", async () => {
    const client = createQueryClient();
    const list = slowFirstRead(client);
    await tick();
    list.server.value = "no new answer"; // the write commits on the server
    const written = write(client);
    await tick();
    list.release(); // the read from before the write answers now
    await written;
    await tick();
    expect(list.observer.getCurrentResult().data).toBe("no new answer");
    expect(list.server.reads).toBe(2);
    list.unsubscribe();
  });

  it("reads a list that had finished reading once more, and only once", async () => {
    const client = createQueryClient();
    const list = slowFirstRead(client);
    list.release();
    await tick();
    expect(list.observer.getCurrentResult().data).toBe("1 new answer");
    list.server.value = "no new answer";
    await write(client);
    expect(list.observer.getCurrentResult().data).toBe("no new answer");
    expect(list.server.reads).toBe(2);
    list.unsubscribe();
  });
});
