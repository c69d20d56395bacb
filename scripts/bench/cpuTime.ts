// CPU time of the processes that serve a measurement, from /proc (Linux): the server and, on
// PostgreSQL, the postmaster and its backends. On a machine busy with other work, wall-clock
// latencies mostly measure the other work; the CPU time a request costs does not.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …]; none if gone. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime (fields 14 and 15 of stat), in ms. */
function cpuMsOf(pid: number): number {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

const allPids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

function commandOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** The postmaster started with `-p <port>` and its children (the backends). */
export function postgresPids(port: number): number[] {
  const pids = allPids();
  const master = pids.find((pid) => {
    const command = commandOf(pid);
    return /postgres$/.test(command[0] ?? '') && command.join(' ').includes(`-p ${port}`);
  });
  if (master === undefined) return [];
  return [master, ...pids.filter((pid) => statOf(pid)?.[1] === String(master))];
}

/** The processes of the cluster serving `databaseUrl` (postgresPids of its port); none without one. */
export const databasePids = (databaseUrl: string | undefined): number[] =>
  databaseUrl ? postgresPids(Number(new URL(databaseUrl).port)) : [];

/**
 * Starts counting the CPU time of the processes `pids()` names (asked again at the end, so that
 * backends started meanwhile count from zero); the function it returns answers the ms used.
 */
export function cpuMeter(pids: () => number[]): () => number {
  const start = new Map(pids().map((pid) => [pid, cpuMsOf(pid)]));
  return () => pids().reduce((sum, pid) => sum + cpuMsOf(pid) - (start.get(pid) ?? 0), 0);
}

/** The machine's idle and iowait time over all its cores (the first line of /proc/stat), in ms. */
function machineIdleMs(): number {
  const [, , , , idle = '0', iowait = '0'] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/);
  return (Number(idle) + Number(iowait)) * TICK_MS;
}

/**
 * Starts counting the time the machine's cores had nothing to run (summed over the cores: two
 * idle cores for 1 s count 2,000 ms); the function it returns answers the ms since.
 */
export function idleMeter(): () => number {
  const start = machineIdleMs();
  return () => machineIdleMs() - start;
}
