import { compileMessages } from "../../scripts/compile-messages.mjs";

/** Vitest global set-up: the compiled messages (src/paraglide) that client and server code import, brought up to date. */
export default function compileMessagesOnce(): void {
  compileMessages();
}
