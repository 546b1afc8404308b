/**
 * A vitest reporter that prints, once the run has ended, each test project's wall time (from
 * its first file starting to its last file ending), its files and its tests, and the run's
 * own wall time (global setups included). `npm test` adds it beside the default reporter, so
 * every run says where its minutes went.
 */
import type { Reporter, TestModule } from "vitest/node";

interface ProjectSpan {
  firstStart: number;
  lastEnd: number;
  files: number;
  tests: number;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export default class ProjectTimesReporter implements Reporter {
  private readonly runStart = Date.now();
  private readonly spans = new Map<string, ProjectSpan>();

  onTestModuleStart(testModule: TestModule): void {
    const name = testModule.project.name;
    const span = this.spans.get(name) ?? { firstStart: Date.now(), lastEnd: 0, files: 0, tests: 0 };
    this.spans.set(name, span);
  }

  onTestModuleEnd(testModule: TestModule): void {
    const span = this.spans.get(testModule.project.name);
    if (!span) return;
    span.lastEnd = Date.now();
    span.files += 1;
    span.tests += [...testModule.children.allTests()].length;
  }

  onTestRunEnd(): void {
    const rows = [...this.spans.entries()].sort(([, a], [, b]) => a.firstStart - b.firstStart);
    if (rows.length === 0) return;
    const width = Math.max(...rows.map(([name]) => name.length), "project".length);
    const lines = rows.map(
      ([name, span]) =>
        `  ${name.padEnd(width)}  ${String(span.files).padStart(5)}  ${String(span.tests).padStart(5)}  ${seconds(span.lastEnd - span.firstStart).padStart(9)}  (from ${seconds(span.firstStart - this.runStart)})`,
    );
    console.log(
      [
        "",
        "Wall time per test project:",
        `  ${"project".padEnd(width)}  files  tests  wall time`,
        ...lines,
        `  the whole vitest run, global setups included: ${seconds(Date.now() - this.runStart)}`,
      ].join("\n"),
    );
  }
}
