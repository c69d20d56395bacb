// A Vitest reporter that writes each test file's wall-clock time, by project, to
// vitest-timings.json: `npm test` (scripts/test-all.mjs) prints the slowest files and each
// project's time from it. Vitest's JSON reporter has the times too, but not the project, and the
// server suite's files run in two projects (server, server-pg).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTiming {
  project: string;
  /** relative to the repository root */
  file: string;
  /** epoch milliseconds */
  start: number;
  end: number;
  state: string;
}

export default class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  private readonly outputFile: string;

  /** options as a reporter tuple gives them: `['./timingReporter.ts', { outputFile }]` */
  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? 'vitest-timings.json';
  }

  onTestModuleStart(testModule: TestModule): void {
    this.started.set(testModule.id, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const end = Date.now();
    const root = testModule.project.config.root;
    this.files.push({
      project: testModule.project.name,
      file: path.relative(root, testModule.moduleId),
      start: this.started.get(testModule.id) ?? end - testModule.diagnostic().duration,
      end,
      state: testModule.state(),
    });
  }

  onTestRunEnd(): void {
    writeFileSync(this.outputFile, JSON.stringify({ files: this.files }, null, 1) + '\n');
  }
}
