import { spawnSync } from "node:child_process";

/** Whether espeak-ng with its Hebrew voice is installed here (`apt-get install espeak-ng`). */
export const hasEspeak = (() => {
  const r = spawnSync("espeak-ng", ["--voices=he"], { encoding: "utf8", timeout: 10_000 });
  return r.status === 0 && /\bhe\b/.test(r.stdout);
})();

export const NO_ESPEAK = "espeak-ng with its Hebrew voice is not installed (apt-get install espeak-ng): the server-speech tests that need it are skipped";
