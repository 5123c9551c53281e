import type { SeedPhase, SeedProgress } from "./seed.ts";

const BAR_WIDTH = 24;
/** Without a terminal, a phase is reported at every tenth of its way, so logs stay short. */
const PLAIN_STEP_PERCENT = 10;

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

function percentOf(progress: SeedProgress): number {
  return progress.total === 0 ? 100 : Math.floor((progress.done / progress.total) * 100);
}

function progressLine(progress: SeedProgress): string {
  const percent = percentOf(progress);
  const filled = Math.round((percent / 100) * BAR_WIDTH);
  const bar = `${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}`;
  const count = `${progress.done.toLocaleString("en")}/${progress.total.toLocaleString("en")}`;
  return `${progress.phase.padEnd(10)} [${bar}] ${String(percent).padStart(3)}%  ${count}`;
}

export interface ProgressDisplay {
  report(progress: SeedProgress): void;
  /** Ends the display, so that later output starts on a line of its own. */
  finish(): void;
}

/**
 * Shows seeding progress: on a terminal one line per phase that updates in place (carriage return), otherwise
 * plain lines at every tenth of a phase.
 */
export function createProgressDisplay(output: ProgressOutput): ProgressDisplay {
  let currentPhase: SeedPhase | undefined;
  let lastPlainStep = -1;
  return {
    report(progress) {
      const newPhase = progress.phase !== currentPhase;
      if (output.isTTY) {
        if (newPhase && currentPhase !== undefined) output.write("\n");
        output.write(`\r\x1b[2K${progressLine(progress)}`);
      } else {
        const step = Math.floor(percentOf(progress) / PLAIN_STEP_PERCENT);
        if (newPhase || step > lastPlainStep) output.write(`${progressLine(progress)}\n`);
        lastPlainStep = newPhase ? step : Math.max(step, lastPlainStep);
      }
      currentPhase = progress.phase;
    },
    finish() {
      if (output.isTTY && currentPhase !== undefined) output.write("\n");
    },
  };
}
