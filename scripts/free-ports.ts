// Ports for a server the tests start, so that a port already taken on this machine
// (another checkout's site, a forgotten `npm start`) never stops or skips a test layer.
import { createServer, type Server } from "node:net";

// No host: the check binds every interface, so it collides with a server on 127.0.0.1, ::1 or both.
const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** `count` distinct ports that nothing listens on now (the system picks them). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    for (const server of servers) await listen(server, 0);
    return servers.map((server) => {
      const address = server.address();
      if (address === null || typeof address === "string") throw new Error("no port was given");
      return address.port;
    });
  } finally {
    await Promise.all(servers.map(close));
  }
}

/** Throws a message naming the port (and the variable that chose it) when something already listens there. */
export async function assertPortFree(port: number, variable: string) {
  const server = createServer();
  try {
    await listen(server, port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `Port ${port} (${variable}) cannot be used (${code ?? String(error)}): stop what listens there, or unset ${variable} to let the tests pick a free port.`,
    );
  } finally {
    await close(server);
  }
}
