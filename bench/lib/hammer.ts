/**
 * The heavy learner of the fairness figure, in a process of its own (so its client work never
 * shares the measured server's event loop): `parallel` loops, each asking for `path` again as soon
 * as the last answer is read, a 429 too (it does not honour Retry-After), until told to stop; then
 * it reports the answers it got, by kind. Started by bench/scenarios/fairness.ts with fork().
 */
import http from "node:http";

interface Start { url: string; path: string; cookie: string; parallel: number }

let stop = false;
process.on("message", (m: Start | "stop") => {
  if (m === "stop") { stop = true; return; }
  void hammer(m).then((counts) => { process.send!(counts); process.exit(0); });
});
process.send!("ready");

async function hammer({ url, path, cookie, parallel }: Start) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const counts = { ok: 0, refused: 0, other: 0 };
  const get = () => new Promise<number>((resolve) => {
    const req = http.get({ host: base.hostname, port: base.port, path, headers: { cookie }, agent }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("error", () => resolve(0));
  });
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (!stop) {
      const status = await get();
      if (status === 200) counts.ok++;
      else if (status === 429) counts.refused++;
      else counts.other++;
    }
  }));
  agent.destroy();
  return counts;
}
