/**
 * CPU time of a process from its kernel counters (Linux /proc): what a Worker is billed for is
 * the CPU its isolate spends, and the closest local figure is the CPU of the workerd process
 * that `wrangler dev` starts, read before and after a run of requests.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** The fields of /proc/<pid>/stat that the benchmarks read. */
export interface ProcStat {
  pid: number;
  /** The executable's name (`comm`, at most 15 characters); it may hold spaces and parentheses. */
  name: string;
  parentPid: number;
  /** CPU time in user mode, in clock ticks. */
  userTicks: number;
  /** CPU time in kernel mode, in clock ticks. */
  systemTicks: number;
}

/**
 * Parses one /proc/<pid>/stat line (proc(5)): `pid (comm) state ppid ... utime stime ...`.
 * The name sits between the first "(" and the LAST ")", since the name itself may contain
 * both; the fields after it are counted from there (state is field 3, utime 14, stime 15).
 */
export function parseProcStat(line: string): ProcStat {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) throw new Error(`not a /proc/<pid>/stat line: ${line.slice(0, 80)}`);
  const pid = Number(line.slice(0, open).trim());
  const rest = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state), so field n is rest[n - 3].
  const field = (n: number) => {
    const value = Number(rest[n - 3]);
    if (!Number.isInteger(value)) throw new Error(`field ${n} of /proc/${pid}/stat is not a number: ${rest[n - 3]}`);
    return value;
  };
  if (!Number.isInteger(pid)) throw new Error(`no pid in /proc/<pid>/stat line: ${line.slice(0, 80)}`);
  return {
    pid,
    name: line.slice(open + 1, close),
    parentPid: field(4),
    userTicks: field(14),
    systemTicks: field(15),
  };
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (`getconf CLK_TCK`, 100 on nearly every Linux). */
export function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const reported = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    ticksPerSecond = Number.isInteger(reported) && reported > 0 ? reported : 100;
  }
  return ticksPerSecond;
}

export function readProcStat(pid: number): ProcStat {
  return parseProcStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
}

/** User plus system CPU of the whole process (every thread), in seconds; 1/CLK_TCK resolution. */
export function processCpuSeconds(pid: number): number {
  const stat = readProcStat(pid);
  return (stat.userTicks + stat.systemTicks) / clockTicksPerSecond();
}

/** Each thread's CPU time so far, in nanoseconds, by thread id. */
export type ThreadCpu = ReadonlyMap<number, number>;

/**
 * Every live thread's time on a CPU, in nanoseconds, from `/proc/<pid>/task/<tid>/schedstat`
 * (its first field): the scheduler's own clock, where the stat line counts whole 10 ms ticks,
 * so a run of a few dozen requests is measured to the microsecond.
 */
export function threadCpu(pid: number): ThreadCpu {
  const threads = new Map<number, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const onCpu = Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      if (Number.isFinite(onCpu)) threads.set(Number(task), onCpu);
    } catch {
      // the thread ended while we looked
    }
  }
  if (threads.size === 0) throw new Error(`no thread of process ${pid} has a schedstat line`);
  return threads;
}

/**
 * The process's CPU seconds since `before`: what each thread ran since then, a thread started
 * since counted whole. A thread that ended in between takes its last stretch with it (workerd
 * keeps its threads for its life).
 */
export function cpuSecondsSince(pid: number, before: ThreadCpu): number {
  let nanoseconds = 0;
  for (const [thread, onCpu] of threadCpu(pid)) nanoseconds += onCpu - (before.get(thread) ?? 0);
  return nanoseconds / 1e9;
}

/** The direct children of a process: from each thread's `children` file, else by scanning /proc. */
function childPids(pid: number): number[] {
  try {
    const children = new Set<number>();
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of text.split(/\s+/)) if (child) children.add(Number(child));
    }
    return [...children];
  } catch {
    // Kernels built without CONFIG_PROC_CHILDREN: every process's parent, read one by one.
    const children: number[] = [];
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readProcStat(Number(entry)).parentPid === pid) children.push(Number(entry));
      } catch {
        // ended while we looked
      }
    }
    return children;
  }
}

/** Every process under `pid`, breadth first. */
export function descendantPids(pid: number): number[] {
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of childPids(queue.shift() as number)) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
}

/**
 * The workerd process that runs the Worker of a dev server (`wrangler dev`, started with the
 * given pid, answering on `publicPort`). Wrangler starts two: one for its own proxy, which
 * listens on the public port and forwards every request, and one for the Worker itself; the
 * Worker's is the one not bound to the public port. Anything but exactly one is an error, so a
 * figure is never read from the wrong process.
 */
export function findWorkerdPid(devServerPid: number, publicPort: number): number {
  const workerds = descendantPids(devServerPid).filter((pid) => {
    try {
      return readProcStat(pid).name === "workerd";
    } catch {
      return false;
    }
  });
  const publicSocket = new RegExp(`^--socket-addr=[^=]+=[^:]+:${publicPort}$`);
  const workers = workerds.filter((pid) => !commandLine(pid).some((arg) => publicSocket.test(arg)));
  if (workers.length !== 1) {
    throw new Error(
      `expected one workerd process running the Worker under pid ${devServerPid}, found ${workers.length} of ${workerds.length} workerd processes (${workerds.join(", ")})`,
    );
  }
  return workers[0] as number;
}
