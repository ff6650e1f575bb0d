/**
 * Load from `wrk` (Debian package `wrk`), a C load generator: on these 2 cores it drives a
 * static page at 18-28k req/s, where autocannon in Node tops out near 3-4k and so cannot tell a
 * fast path from a slow one. A Lua script gives every request the next address of a list (one
 * Lua state per thread, shared by its connections) and prints the summary as JSON.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WrkResult {
  rps: number;
  requests: number;
  /** Latency percentiles in ms. */
  p50: number;
  p95: number;
  p99: number;
  /** Answers of 400 and above, and socket errors (connect, read, write, timeout). */
  errors: number;
}

export interface WrkOptions {
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  /** Each address once, in order, then from the start again (default: the same list rotates). */
  paths: string[];
}

const lua = (paths: string[], headers: Record<string, string>) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
${Object.entries(headers)
  .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
  .join('\n')}
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"us":%d,"p50":%f,"p95":%f,"p99":%f,"errors":%d}\\n',
    summary.requests, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
`;

export function wrkAvailable(): Promise<boolean> {
  return new Promise((resolve) =>
    execFile('wrk', ['-v'], (error) => resolve(!error || error.code !== 'ENOENT')),
  );
}

export async function wrk(base: string, options: WrkOptions): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'rotate.lua');
  writeFileSync(script, lua(options.paths, options.headers));
  try {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        'wrk',
        [
          '-t1',
          `-c${options.connections}`,
          `-d${options.seconds}s`,
          '--timeout',
          '10s',
          '-s',
          script,
          base,
        ],
        { maxBuffer: 1 << 20 },
        (error, stdout, stderr) =>
          error ? reject(new Error(`wrk failed: ${stderr || error.message}`)) : resolve(stdout),
      ),
    );
    const line = out
      .split('\n')
      .reverse()
      .find((l) => l.startsWith('{'));
    if (!line) throw new Error(`wrk printed no summary:\n${out}`);
    const r = JSON.parse(line) as {
      requests: number;
      us: number;
      p50: number;
      p95: number;
      p99: number;
      errors: number;
    };
    return {
      rps: r.requests / (r.us / 1e6),
      requests: r.requests,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      errors: r.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
