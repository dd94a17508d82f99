import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { LoadConfig, LoadResult } from "../load";

const loadScript = fileURLToPath(new URL("../load.ts", import.meta.url));

type Reply = { ready: true } | { id: number; result: LoadResult } | { id: number; error: string };

/** The load generator (bench/load.ts) in a process of its own, kept up across runs. */
export class LoadProcess {
  private readonly pending = new Map<number, { resolve(r: LoadResult): void; reject(e: Error): void }>();
  private nextId = 1;
  private exited: Error | null = null;

  private constructor(private readonly child: ChildProcess) {
    child.on("message", (m: Reply) => {
      if ("ready" in m) return;
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if ("error" in m) p.reject(new Error(`load generator: ${m.error}`));
      else p.resolve(m.result);
    });
    child.on("exit", (code) => {
      this.exited = new Error(`the load generator exited (code ${code})`);
      for (const p of this.pending.values()) p.reject(this.exited);
      this.pending.clear();
    });
  }

  static async start(): Promise<LoadProcess> {
    const child = fork(loadScript, [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    await new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("exit", (code) => reject(new Error(`the load generator exited while starting (code ${code})`)));
    });
    return new LoadProcess(child);
  }

  /** One run (its requests are built in the child before its clock starts). */
  run(config: LoadConfig): Promise<LoadResult> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, config });
    });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.kill();
    await exited;
  }
}
