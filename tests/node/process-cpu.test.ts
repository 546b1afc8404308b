/**
 * The page benchmark's CPU figures come from /proc (scripts/bench/lib/process-cpu.ts): the stat line
 * is parsed right whatever the process is called, our own process's counter grows with the CPU
 * it spends, and a child process is found under its parent.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  clockTicksPerSecond,
  cpuSecondsSince,
  descendantPids,
  parseProcStat,
  processCpuSeconds,
  readProcStat,
  threadCpu,
} from "../../scripts/bench/lib/process-cpu.ts";

/** A stat line as Linux writes it (proc(5)), with the given name, utime 1234 and stime 56. */
function statLine(name: string): string {
  return `4242 (${name}) S 4100 4242 4100 0 -1 4194560 12345 0 0 0 1234 56 0 0 20 0 9 0 987654 1073741824 25000 18446744073709551615 1 1 0 0 0 0 0 16781312 0 0 0 17 1 0 0 0 0 0`;
}

describe("parseProcStat", () => {
  it("reads the pid, name, parent and CPU ticks of a plain stat line", () => {
    expect(parseProcStat(statLine("workerd"))).toEqual({
      pid: 4242,
      name: "workerd",
      parentPid: 4100,
      userTicks: 1234,
      systemTicks: 56,
    });
  });

  it("keeps spaces and parentheses inside the name and still counts the fields after it", () => {
    const stat = parseProcStat(statLine("a (b) c) S 1 2"));
    expect(stat.name).toBe("a (b) c) S 1 2");
    expect(stat.parentPid).toBe(4100);
    expect(stat.userTicks).toBe(1234);
    expect(stat.systemTicks).toBe(56);
  });

  it("refuses a line that is not a stat line", () => {
    expect(() => parseProcStat("no parentheses here")).toThrow(/not a \/proc/);
    expect(() => parseProcStat("12 (short) S")).toThrow(/field 4/);
  });
});

/** Spins until Node itself counts this many more microseconds of CPU (wall time would depend on the machine's load). */
function busyFor(microseconds: number): void {
  const start = process.cpuUsage();
  let spin = 0;
  while (true) {
    const used = process.cpuUsage(start);
    if (used.user + used.system >= microseconds) break;
    for (let index = 0; index < 10_000; index++) spin += Math.sqrt(index);
  }
  expect(spin).toBeGreaterThan(0);
}

describe("reading a live process", () => {
  it("reads our own process and its clock ticks", () => {
    expect(readProcStat(process.pid).pid).toBe(process.pid);
    expect(clockTicksPerSecond()).toBeGreaterThan(0);
  });

  it("sees our own CPU time grow after busy work", () => {
    const before = processCpuSeconds(process.pid);
    busyFor(300_000);
    // 300 ms at 1/CLK_TCK resolution (10 ms): at least 0.25 s after rounding on both reads.
    expect(processCpuSeconds(process.pid) - before).toBeGreaterThanOrEqual(0.25);
  });

  it("counts our own threads' CPU to well under a millisecond", () => {
    const before = threadCpu(process.pid);
    expect(before.get(process.pid)).toBeGreaterThan(0);
    busyFor(30_000);
    const counted = cpuSecondsSince(process.pid, before);
    // 30 ms of work by Node's own count: the schedstat clock sees it, give or take a millisecond
    // (the other threads of the process may add a little; whole ticks could not tell 30 from 40 ms).
    expect(counted).toBeGreaterThanOrEqual(0.029);
    expect(counted).toBeLessThan(0.05);
  });

  it("finds a child process under its parent", async () => {
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => child.once("spawn", resolve));
      expect(descendantPids(process.pid)).toContain(child.pid);
      expect(readProcStat(child.pid as number).parentPid).toBe(process.pid);
    } finally {
      child.kill();
    }
  });
});
