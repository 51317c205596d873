// The parts of autocannon 8's programmatic API the benchmark uses (it ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown> | null;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  };

  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = EventEmitter & { stop: () => void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
