import { spawn } from "node:child_process";

/** Offline by default: nothing the tools do needs the network. */
export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** Runs a command from node_modules/.bin to completion; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = OFFLINE_ENV): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}
