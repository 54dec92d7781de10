import { spawn } from "node:child_process";

/** Offline by default: nothing the tools do needs the network. */
export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/**
 * Runs a command from node_modules/.bin to completion; rejects on a non-zero exit (the error carries
 * `exitCode`, null after a signal). `quiet` keeps its output and prints it only if it fails;
 * `held` keeps it and prints it whole when the command ends, so that it does not interleave with
 * the output of a command running beside it.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = OFFLINE_ENV,
  { quiet = false, held = false } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet || held ? ["ignore", "pipe", "pipe"] : "inherit", env });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (held) process.stdout.write(Buffer.concat(output));
      if (code === 0) return resolve();
      if (quiet) process.stderr.write(Buffer.concat(output));
      const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
      reject(Object.assign(new Error(`${command} ${args.join(" ")} ${how}`), { exitCode: code }));
    });
  });
}
