// autocannon ships no types; the few parts the benchmark's load generator uses.
declare module "autocannon" {
  interface AutocannonRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  /** One connection (autocannon's Client); the benchmark hands it ready request buffers. */
  export interface AutocannonClient { getRequestBuffer(): Buffer }
  interface AutocannonOptions {
    setupClient?: (client: AutocannonClient) => void;
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: (AutocannonRequest & { setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest })[];
  }
  interface AutocannonResult {
    requests: { average: number; mean: number; total: number; sent: number };
    latency: { p50: number; p99: number; average: number };
    "2xx": number; non2xx: number; errors: number; timeouts: number; duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** A run: awaitable for its result, and an emitter ("response" after every response). */
  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    on(event: "response", listener: () => void): this;
  }
  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
