import type { Plugin } from "vite";
import { compileMessages } from "../../scripts/compile-messages.mjs";

/**
 * The interface's messages (messages/*.json → src/paraglide, Paraglide JS): compiled before a
 * build, and again when a catalogue changes under the dev server.
 */
export function messages(): Plugin {
  return {
    name: "milim-messages",
    buildStart() {
      compileMessages();
    },
    configureServer(server) {
      server.watcher.add("messages");
      server.watcher.on("change", (file) => {
        if (/[\\/]messages[\\/][^\\/]+\.json$/.test(file)) compileMessages();
      });
    },
  };
}
