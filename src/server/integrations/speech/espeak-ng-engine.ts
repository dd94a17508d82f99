import { execFile } from "node:child_process";
import { isSpeechText } from "../../../shared/speech/speech-text";
import type { SpeechEngine } from "./speech-engine";

export interface EspeakOptions {
  /** The espeak-ng program (a path, or a name looked up on PATH). */
  command: string;
  /** Longest a run may take before it is killed. */
  timeoutMs?: number;
  /** Largest WAV accepted (a 100-character text is about 1 MB). */
  maxBytes?: number;
}

/** Runs a program with arguments (never a shell) and returns its standard output. */
function run(command: string, args: string[], timeoutMs: number, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: "buffer", timeout: timeoutMs, maxBuffer: maxBytes, killSignal: "SIGKILL", windowsHide: true },
      (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

/**
 * espeak-ng's Hebrew voice: `espeak-ng -v he --stdout -- <text>` writes a WAV (22,050 Hz, mono, 16-bit).
 * The text is one argument after `--`, and only what isSpeechText accepts (Hebrew letters, points,
 * single spaces), so it can never be read as an option.
 */
export function createEspeakEngine({ command, timeoutMs = 10_000, maxBytes = 4 * 1024 * 1024 }: EspeakOptions): SpeechEngine {
  let availability: Promise<boolean> | undefined;
  return {
    available() {
      // The Hebrew voice must be there, not only the program.
      availability ??= run(command, ["--voices=he"], timeoutMs, 64 * 1024)
        .then((out) => /\bhe\b/.test(out.toString("utf8")))
        .catch(() => false);
      return availability;
    },
    async synthesize(text) {
      if (!isSpeechText(text)) throw new Error("Not a speakable Hebrew text");
      const wav = await run(command, ["-v", "he", "--stdout", "--", text], timeoutMs, maxBytes);
      if (wav.length < 44 || wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE") {
        throw new Error("espeak-ng did not write a WAV file");
      }
      // espeak-ng writes to a pipe, so it cannot go back to fill in the sizes: set them.
      wav.writeUInt32LE(wav.length - 8, 4);
      const data = wav.indexOf("data", 12, "ascii");
      if (data > 0) wav.writeUInt32LE(wav.length - data - 8, data + 4);
      return wav;
    },
  };
}
