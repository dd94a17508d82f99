import net from "node:net";

/**
 * A TCP port free on 127.0.0.1 now, chosen by the system (listen on port 0, then closed), for a
 * server process a test starts next. Fixed ports collided: two suites of one run (the API project
 * runs files side by side) or two runs on one machine took the same one, and a server then failed
 * to start or a test talked to another run's server.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
