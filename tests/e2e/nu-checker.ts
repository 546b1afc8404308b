/**
 * The Nu HTML checker (the `vnu-jar` package, run by the machine's Java) over many documents at
 * once: one Java process for all of them, since starting the checker costs seconds and checking
 * one more page costs milliseconds. Its JSON report is read back into one message per problem.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

/** The checker's jar: the package's main export is its path. */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/** One message of the checker's JSON report (the fields this project reads). */
export interface NuMessage {
  /** "error", "info" (with subType "warning" for warnings) or "non-document-error" (a file it could not read). */
  type: "error" | "info" | "non-document-error";
  subType?: string;
  /** The checked file, as a file: URL. */
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  /** The markup around the problem. */
  extract?: string;
}

/**
 * Checks every file in one run of the checker. `--exit-zero-always` because a document with
 * errors is a result to report, not a failure of the run; a run that fails anyway (no Java, a
 * broken jar) rejects with what it printed.
 */
export function checkWithNu(files: readonly string[]): Promise<NuMessage[]> {
  const args = [
    // A short-lived process: the quick compiler and the simple collector start fastest.
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    // The checker's schema evaluation recurses deeply: it asks for a stack of at least 512 KB,
    // and with only the quick compiler's larger frames even 1 MB overflows on these pages.
    "-Xss8m",
    "-jar",
    VNU_JAR,
    "--format",
    "json",
    "--stdout",
    "--exit-zero-always",
    ...files,
  ];
  return new Promise((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        reject(
          new Error(
            `the Nu HTML checker did not run (it needs Java, as \`java\` on the PATH): ${error.message}\n${stderr}`,
          ),
        );
        return;
      }
      try {
        resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages);
      } catch {
        reject(new Error(`the Nu HTML checker's report is not JSON:\n${stdout.slice(0, 2_000)}\n${stderr}`));
      }
    });
  });
}

/**
 * Whether a message fails the check: errors (fatal ones included) and files the checker could
 * not read. Warnings and info messages are advice and do not fail it.
 */
export function isFailure(message: NuMessage): boolean {
  return message.type === "error" || message.type === "non-document-error";
}

/** A message as one line a failing test prints: the file, line and column, then the message and the markup around it. */
export function describeNuMessage(message: NuMessage): string {
  const file = message.url?.startsWith("file:") ? basename(fileURLToPath(message.url)) : (message.url ?? "(no file)");
  const place =
    message.lastLine === undefined
      ? file
      : `${file}:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}`;
  const extract = message.extract ? ` [${message.extract.replace(/\s+/g, " ").trim()}]` : "";
  return `${place} ${message.type}: ${message.message}${extract}`;
}
