/** Makes spoken audio of a Hebrew text on the server (for browsers without a Hebrew voice). */
export interface SpeechEngine {
  /** Whether the engine can speak here (checked once, then remembered). */
  available(): Promise<boolean>;
  /** WAV audio of `text`, which the caller has checked with isSpeechText. */
  synthesize(text: string): Promise<Buffer>;
}

/** ESPEAK_PATH=off, or no engine installed: no server pronunciation. */
export const noSpeechEngine: SpeechEngine = {
  available: async () => false,
  synthesize: async () => {
    throw new Error("No speech engine on this server");
  },
};
