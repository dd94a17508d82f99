// autocannon ships no types; the few parts the benchmark's load generator uses.
declare module "autocannon" {
  interface AutocannonRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  interface AutocannonOptions {
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
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
